import { type AppMetadata, createStorage, type Network, type WalletPortStorage } from '@walletport/core'
import { createEmbeddedAuth, type EmbeddedAuth } from './auth/createEmbeddedAuth.js'
import { createLoginData } from './auth/loginData.js'
import { createEmbeddedEvmProvider, type EmbeddedEvmProvider } from './evm/createEmbeddedEvmProvider.js'
import { createAppearanceSync, type FrameAppearance } from './frame/createAppearanceSync.js'
import { createFrameClient, type FrameClient } from './frame/createFrameClient.js'
import type { FrameTimeoutReason } from './frame/frameTimings.js'
import type { FrameScreen } from './protocol/events.js'
import { createEmbeddedSolanaWallet, type EmbeddedSolanaWallet } from './solana/createEmbeddedSolanaWallet.js'

export interface EmbeddedRuntimeOptions {
  frameUrl: string
  projectId: string
  networks: readonly Network[]
  metadata?: AppMetadata | undefined
  storage?: WalletPortStorage | undefined
  logLevel?: 'error' | 'debug' | undefined
  sdkVersion: string
  /** The modal's theme and locale when the frame loads. */
  appearance?: FrameAppearance | undefined
}

export interface EmbeddedRuntimeEvents {
  timeout(reason: FrameTimeoutReason): void
  actionNotAllowed(method: string): void
  /** The frame shows (`screen` names what it asks) or is done. */
  visibility(visible: boolean, screen?: FrameScreen): void
  session(connected: boolean): void
  /** The Sign In With Farcaster URL while it waits for the user's Farcaster app; undefined once that settles. */
  farcasterUrl(url: string | undefined): void
}

export interface EmbeddedRuntime {
  frame: FrameClient
  auth: EmbeddedAuth
  evm: EmbeddedEvmProvider
  solana: EmbeddedSolanaWallet
  /** The modal's theme or locale changed: the frame's screens follow (sync theme, sync dapp data). */
  setAppearance(appearance: FrameAppearance): void
}

/** Everything the email wallet needs at run time; loaded with import() when email is first chosen. */
export function createEmbeddedRuntime(
  options: EmbeddedRuntimeOptions,
  events: EmbeddedRuntimeEvents,
): EmbeddedRuntime {
  const loginData = createLoginData(options.storage ?? createStorage())
  let runtime: EmbeddedRuntime | undefined
  const sessionEnded = () => {
    runtime?.evm.sessionEnded()
    runtime?.solana.sessionEnded()
  }
  const frame = createFrameClient({
    frameUrl: options.frameUrl,
    projectId: options.projectId,
    chainId: loginData.chainId(),
    logLevel: options.logLevel,
    onTimeout: events.timeout,
    onNotice(type, payload) {
      if (type === 'VISIBILITY') {
        const { visible, screen } = payload as { visible: boolean; screen?: FrameScreen }
        events.visibility(visible, screen)
      }
      if (type === 'SESSION_UPDATE') {
        const { connected } = payload as { connected: boolean }
        if (!connected) {
          loginData.clear()
          sessionEnded()
        }
        events.session(connected)
      }
    },
  })
  const auth = createEmbeddedAuth({
    frame,
    loginData,
    onSessionEnded: sessionEnded,
    frameOrigin: new URL(options.frameUrl).origin,
    onFarcasterUrl: events.farcasterUrl,
  })
  const shared = { frame, auth, networks: options.networks, onActionNotAllowed: events.actionNotAllowed }
  runtime = {
    frame,
    auth,
    evm: createEmbeddedEvmProvider({
      ...shared,
      networks: options.networks.filter((network) => network.chainNamespace === 'eip155'),
      lastUsedChain: {
        get: () => loginData.storedChainId(),
        set: (chainId) => loginData.setChainId(chainId),
      },
    }),
    solana: createEmbeddedSolanaWallet(shared),
    setAppearance: createAppearanceSync(frame, {
      metadata: options.metadata
        ? { ...options.metadata, icons: [...options.metadata.icons] }
        : { name: '', description: '', url: '', icons: [] },
      sdkVersion: options.sdkVersion,
      sdkType: 'walletport',
      projectId: options.projectId,
    }),
  }
  runtime.setAppearance(options.appearance ?? {})
  return runtime
}
