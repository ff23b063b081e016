import type { Account, Connector, Network } from '@walletport/core'
import {
  type AdapterState,
  createAdapterState,
  haveConnectorsChanged,
  providerFromSources,
} from '@walletport/core/adapter'
import { bitcoinNetworkKind } from './bitcoinNetworkKind.js'
import type { StandardWallet } from './createWalletStandardClient.js'
import { type DiscoveredWallet, discoverInjectedWallets } from './discoverInjectedWallets.js'
import type { BitcoinAdapterOptions, BitcoinWalletClient, BitcoinWindow } from './types.js'

export interface BitcoinConnection {
  connectorId: string
  client: BitcoinWalletClient
  accounts: readonly Account[]
  network: Network
  detach(): void
}

/** What the bip122 operations share: one per adapter instance, made by `createBitcoinAdapter`. */
export interface BitcoinAdapterState extends AdapterState<BitcoinConnection, BitcoinAdapterOptions> {
  /** Balances by `caipNetworkId:address`, kept `balanceCacheMs`. */
  readonly balances: Map<string, { expires: number; value: Promise<bigint> }>
  target: BitcoinWindow | undefined
  standardWallets: readonly StandardWallet[]
  discovered: readonly DiscoveredWallet[]
}

export function createBitcoinAdapterState(options: BitcoinAdapterOptions): BitcoinAdapterState {
  return {
    ...createAdapterState<BitcoinConnection, BitcoinAdapterOptions>('bip122', options),
    balances: new Map(),
    target: undefined,
    standardWallets: [],
    discovered: [],
  }
}

/** The injected wallets, then the sources' connectors, as they are now (sources may change without notice). */
export function listConnectors(state: BitcoinAdapterState): Connector[] {
  return [
    ...state.discovered.map(({ connector }) => connector),
    ...(state.options.connectors ?? []).flatMap((source) => source.getConnectors()),
  ]
}

/** Looks at the page again (wallets inject late) and lists the injected wallets, then the sources' connectors. */
export function refreshConnectors(state: BitcoinAdapterState): void {
  if (state.target) {
    state.discovered = discoverInjectedWallets(
      state.target,
      state.standardWallets,
      state.networks.map((network) => bitcoinNetworkKind(network)),
    )
  }
  const next = listConnectors(state)
  if (!haveConnectorsChanged(state.connectors, next)) return
  state.connectors = next
  state.emitter.emit('connectorsChanged', next)
}

const listedAs = (id: string) => (wallet: DiscoveredWallet) =>
  wallet.connector.id === id || wallet.aliases.includes(id)

/** The injected wallet listed under `connectorId` or one of its aliases (the page is looked at again when unknown). */
export function findInjected(state: BitcoinAdapterState, connectorId: string): DiscoveredWallet | undefined {
  if (!state.discovered.some(listedAs(connectorId))) refreshConnectors(state)
  return state.discovered.find(listedAs(connectorId))
}

/** The source's wallet, or the injected one, behind `connectorId` (sources first: no rescan for their ids). */
export async function walletOf(
  state: BitcoinAdapterState,
  connectorId: string,
): Promise<{ id: string; client: BitcoinWalletClient } | undefined> {
  const fromSource = await providerFromSources(state.options.connectors, connectorId)
  if (fromSource) return { id: connectorId, client: fromSource }
  const injected = findInjected(state, connectorId)
  return injected && { id: injected.connector.id, client: await injected.loadClient() }
}

/** Forgets the cached balances of `addresses` (all of them when none is given). */
export function forgetBalances(state: BitcoinAdapterState, ...addresses: string[]): void {
  for (const key of [...state.balances.keys()]) {
    if (addresses.length === 0 || addresses.some((address) => key.endsWith(`:${address}`)))
      state.balances.delete(key)
  }
}
