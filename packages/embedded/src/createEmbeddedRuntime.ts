import { type AppMetadata, createStorage, type Network, type WalletPortStorage } from '@walletport/core'
import { createEmbeddedAuth, type EmbeddedAuth } from './auth/createEmbeddedAuth.js'
import { createLoginData } from './auth/loginData.js'
import { createEmbeddedEvmProvider, type EmbeddedEvmProvider } from './evm/createEmbeddedEvmProvider.js'
import { createFrameClient, type FrameClient } from './frame/createFrameClient.js'
import type { FrameTimeoutReason } from './frame/frameTimings.js'
import { createEmbeddedSolanaWallet, type EmbeddedSolanaWallet } from './solana/createEmbeddedSolanaWallet.js'

export interface EmbeddedRuntimeOptions {
  frameUrl: string
  projectId: string
  networks: readonly Network[]
  metadata?: AppMetadata | undefined
  storage?: WalletPortStorage | undefined
  logLevel?: 'error' | 'debug' | undefined
  sdkVersion: string
}

export interface EmbeddedRuntimeEvents {
  timeout(reason: FrameTimeoutReason): void
  actionNotAllowed(method: string): void
  visibility(visible: boolean): void
  session(connected: boolean): void
  /** The Sign In With Farcaster URL while it waits for the user's Farcaster app; undefined once that settles. */
  farcasterUrl(url: string | undefined): void
}

export interface EmbeddedRuntime {
  frame: FrameClient
  auth: EmbeddedAuth
  evm: EmbeddedEvmProvider
  solana: EmbeddedSolanaWallet
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
      if (type === 'VISIBILITY') events.visibility((payload as { visible: boolean }).visible)
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
  }
  if (options.metadata)
    frame
      .request('SYNC_DAPP_DATA', {
        metadata: { ...options.metadata, icons: [...options.metadata.icons] },
        sdkVersion: options.sdkVersion,
        sdkType: 'walletport',
        projectId: options.projectId,
      })
      .catch(() => {})
  return runtime
}
