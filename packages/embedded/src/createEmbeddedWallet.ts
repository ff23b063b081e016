import type { AppMetadata, ChainNamespace, Connector, Network, WalletPortStorage } from '@walletport/core'
import type { EmbeddedAuth } from './auth/createEmbeddedAuth.js'
import type { EmbeddedRuntime, EmbeddedRuntimeEvents } from './createEmbeddedRuntime.js'
import type { EmbeddedEvmProvider } from './evm/createEmbeddedEvmProvider.js'
import type { FrameAppearance } from './frame/createAppearanceSync.js'
import type { FrameTimeoutReason } from './frame/frameTimings.js'
import type { EmbeddedSolanaWallet } from './solana/createEmbeddedSolanaWallet.js'

export const EMBEDDED_CONNECTOR_ID = 'walletport-embedded'
const SDK_VERSION = '0.1.0'

export interface EmbeddedWalletOptions {
  /** Origin of your `@walletport/embedded-server` (`https://wallet.example`, `http://localhost:8787` in dev). */
  frameUrl: string
  /** Every network the app requests; the eip155 and solana ones are the wallet's. */
  networks: readonly Network[]
  projectId?: string
  /** Sent to the frame, which names the app in its mails and screens. */
  metadata?: AppMetadata
  /** Where the login data lives (default: WalletPort's localStorage keys). */
  storage?: WalletPortStorage
  /** Name and icon of the AUTH connector entry. */
  name?: string
  imageUrl?: string
  logLevel?: 'error' | 'debug'
}

type EmbeddedNamespace = 'eip155' | 'solana'

export interface EmbeddedEvmSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<EmbeddedEvmProvider>
}

export interface EmbeddedSolanaSource {
  getConnectors(): readonly Connector[]
  getProvider(connectorId: string): Promise<EmbeddedSolanaWallet>
}

export type EmbeddedSourceOf<N extends EmbeddedNamespace> = N extends 'solana'
  ? EmbeddedSolanaSource
  : EmbeddedEvmSource

type EventName = keyof EmbeddedRuntimeEvents

export interface EmbeddedWallet {
  readonly id: typeof EMBEDDED_CONNECTOR_ID
  /** `createEvmAdapter({ connectors: [embedded.forNamespace('eip155')] })`, same for solana. */
  forNamespace<N extends EmbeddedNamespace>(namespace: N): EmbeddedSourceOf<N>
  /** The login calls for the email views; loads the frame on first use. */
  auth(): Promise<EmbeddedAuth>
  /** True once the frame code was loaded (email was chosen or a session restored). */
  isLoaded(): boolean
  /** The modal closed with no pending transaction: open confirmations are withdrawn, their requests rejected. */
  rejectRpcRequests(): Promise<void>
  /**
   * The modal's theme and locale (`watchEmbeddedWallet` keeps them current): the frame's own screens follow, from
   * its load on. Loads nothing.
   */
  setAppearance(appearance: FrameAppearance): void
  on<E extends EventName>(event: E, listener: EmbeddedRuntimeEvents[E]): () => void
  destroy(): void
}

/**
 * The embedded (email) wallet, shared by adapter-evm and adapter-solana like the WalletConnect connector. This
 * module is small: the frame client, providers and protocol load with import() when email is first chosen or a
 * stored session is restored.
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWallet {
  const listeners = new Map<EventName, Set<(...args: never[]) => void>>()
  let loading: Promise<EmbeddedRuntime> | undefined
  let runtime: EmbeddedRuntime | undefined
  let appearance: FrameAppearance = {}

  const emit = <E extends EventName>(event: E, ...args: Parameters<EmbeddedRuntimeEvents[E]>) => {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as unknown as (...values: typeof args) => void)(...args)
  }

  function load(): Promise<EmbeddedRuntime> {
    loading ??= import('./createEmbeddedRuntime.js').then(({ createEmbeddedRuntime }) => {
      runtime = createEmbeddedRuntime(
        {
          frameUrl: options.frameUrl,
          projectId: options.projectId ?? 'walletport',
          networks: options.networks,
          metadata: options.metadata,
          storage: options.storage,
          logLevel: options.logLevel,
          sdkVersion: SDK_VERSION,
          appearance,
        },
        {
          timeout: (reason: FrameTimeoutReason) => emit('timeout', reason),
          actionNotAllowed: (method) => emit('actionNotAllowed', method),
          visibility: (visible, screen) => emit('visibility', visible, screen),
          session: (connected) => emit('session', connected),
          farcasterUrl: (url) => emit('farcasterUrl', url),
        },
      )
      return runtime
    })
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  const wallet: EmbeddedWallet = {
    id: EMBEDDED_CONNECTOR_ID,
    forNamespace(namespace) {
      // The eip155 entry carries a light EIP-1193 stand-in (core calls its rejectRpcRequests when the modal closes);
      // the solana entry has none, so adapter-solana asks getProvider for the Wallet Standard wallet.
      const entry: Connector = {
        id: EMBEDDED_CONNECTOR_ID,
        name: options.name ?? 'Email',
        type: 'AUTH',
        chain: namespace as ChainNamespace,
        ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
        ...(namespace === 'eip155' ? { provider: lazyEvmProvider } : {}),
        emailAuth: () => wallet.auth(),
        socialAuth: () => wallet.auth(),
      }
      const source = {
        getConnectors: () => [entry],
        async getProvider() {
          const loaded = await load()
          return namespace === 'solana' ? loaded.solana : loaded.evm
        },
      }
      return source as EmbeddedSourceOf<typeof namespace>
    },
    auth: () => load().then((loaded) => loaded.auth),
    isLoaded: () => runtime !== undefined,
    async rejectRpcRequests() {
      if (!runtime) return
      await Promise.all([runtime.evm.rejectRpcRequests(), runtime.solana.rejectRpcRequests()])
    },
    setAppearance(next) {
      appearance = next
      runtime?.setAppearance(next)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener as never)
      return () => listeners.get(event)?.delete(listener as never)
    },
    destroy() {
      runtime?.frame.destroy()
      runtime = undefined
      loading = undefined
    },
  }
  const lazyEvmProvider = createLazyEvmProvider(() => load().then((loaded) => loaded.evm), wallet)
  return wallet
}

type Listener = (...args: unknown[]) => void

/**
 * EIP-1193 without loading anything: the first request loads the frame runtime; listeners attach to the real
 * provider once it exists.
 */
function createLazyEvmProvider(
  load: () => Promise<EmbeddedEvmProvider>,
  wallet: Pick<EmbeddedWallet, 'rejectRpcRequests'>,
) {
  const pending: [string, Listener][] = []
  let real: EmbeddedEvmProvider | undefined
  const ready = async () => {
    if (real) return real
    real = await load()
    for (const [event, listener] of pending.splice(0)) real.on(event, listener)
    return real
  }
  const provider = {
    isWalletPortEmbedded: true as const,
    request: async (args: { method: string; params?: readonly unknown[] | object }) =>
      (await ready()).request(args),
    on(event: string, listener: Listener) {
      if (real) real.on(event, listener)
      else pending.push([event, listener])
      return provider
    },
    removeListener(event: string, listener: Listener) {
      if (real) real.removeListener(event, listener)
      const index = pending.findIndex(([name, candidate]) => name === event && candidate === listener)
      if (index >= 0) pending.splice(index, 1)
      return provider
    },
    rejectRpcRequests: () => wallet.rejectRpcRequests(),
  }
  return provider
}
