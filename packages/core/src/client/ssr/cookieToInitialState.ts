import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import { createStorage } from '../../storage/createStorage.js'
import { parseCookieHeader } from '../../storage/parseCookieHeader.js'

/** What a server knows of the visitor's connection from the last visit, for its first render. */
export interface WalletPortInitialState {
  /** Namespace to the account it was connected with, through which connector. */
  connections: Readonly<Partial<Record<ChainNamespace, { connectorId: string; address: string }>>>
  activeCaipNetworkId: CaipNetworkId | undefined
}

/**
 * Reads the state `createCookieStorageBackend` left in the request's `Cookie` header (Next.js:
 * `(await headers()).get('cookie')`), checked by the same rules as storage: a tampered or foreign value reads as
 * absent. Give the result to `createWalletPort({ initialState })` on the server and in the browser alike, so both
 * render the same account (status 'reconnecting' until the wallet confirms it).
 */
export function cookieToInitialState(
  cookieHeader: string | null | undefined,
  { prefix = '@walletport/' }: { prefix?: string } = {},
): WalletPortInitialState {
  const cookies = parseCookieHeader(cookieHeader)
  const storage = createStorage({
    prefix,
    backend: { getItem: (key) => cookies.get(key), setItem: () => {}, removeItem: () => {} },
  })
  const connectorIds = storage.get('connected-connector-ids') ?? {}
  const addresses = storage.get('connected-addresses') ?? {}
  const connections: Partial<Record<ChainNamespace, { connectorId: string; address: string }>> = {}
  for (const [namespace, connectorId] of Object.entries(connectorIds)) {
    const address = addresses[namespace]
    if (address !== undefined) connections[namespace] = { connectorId, address }
  }
  return { connections, activeCaipNetworkId: storage.get('active-caip-network-id') }
}
