import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { findInAppBrowserWallet } from '../connectors/findInAppBrowserWallet.js'
import { AdapterNamespaceNotFoundError } from '../errors/connection.js'
import type { EventBus } from '../events/createEventBus.js'
import type { WalletPortEvents } from '../events/walletPortEvents.js'
import type { Network } from '../networks/types.js'
import type { WalletPortStorage } from '../storage/createStorage.js'
import type { ConnectionOperations } from './connection/createConnectionOperations.js'
import type { Endpoints, Features, Platform, WalletPortOptions, WalletTimeouts } from './options.js'
import type { ChainState, WalletPortState } from './state.js'
import type { Store } from './store.js'
import type { TtlCache } from './ttlCache.js'

/** Options with every default filled in. */
export interface ResolvedOptions
  extends Omit<
    WalletPortOptions,
    | 'features'
    | 'enableNetworkSwitch'
    | 'allowUnsupportedChain'
    | 'enableWalletConnect'
    | 'endpoints'
    | 'platform'
    | 'timeouts'
  > {
  features: Features
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  enableWalletConnect: boolean
  endpoints: Endpoints
  defaultNetwork: Network
  timeouts: WalletTimeouts
}

/** Everything a client action needs; one per client instance (no module-level state). */
export interface ClientContext {
  readonly options: ResolvedOptions
  readonly store: Store<WalletPortState>
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  readonly storage: WalletPortStorage
  readonly events: EventBus<WalletPortEvents>
  readonly platform: Platform
  readonly cache: TtlCache
  /** Each namespace's current connect / reconnect / disconnect (the operation tokens). */
  readonly connections: ConnectionOperations
  /**
   * The in-app-browser rules (`findInAppBrowserWallet`), loaded at start on phones only: off phones they are never
   * read, so they stay out of the first chunk.
   */
  findInAppBrowserWallet?: typeof findInAppBrowserWallet
}

export function getAdapter(context: ClientContext, namespace: ChainNamespace): ChainAdapter {
  const adapter = context.adapters.get(namespace)
  if (!adapter) throw new AdapterNamespaceNotFoundError({ namespace })
  return adapter
}

/** Replaces one namespace's chain state in a single store update. */
export function updateChain(
  context: ClientContext,
  namespace: ChainNamespace,
  update: (chain: ChainState) => ChainState,
): void {
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    if (!chain) return state
    const next = update(chain)
    return next === chain ? state : { ...state, chains: { ...state.chains, [namespace]: next } }
  })
}

/** The active namespace's chain state, if any. */
export function getActiveChain(state: WalletPortState): ChainState | undefined {
  return state.activeChain === undefined ? undefined : state.chains[state.activeChain]
}
