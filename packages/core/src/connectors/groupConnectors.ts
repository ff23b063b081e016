import { isConnectorInstalled } from './isConnectorInstalled.js'
import type { Connector } from './types.js'

/** The modal's connector sections, in the spec's default order. */
export const CONNECTOR_GROUPS = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof CONNECTOR_GROUPS)[number]

export interface OrderConnectorsOptions {
  enableWalletConnect: boolean
  /** True when the current session came through WalletConnect: its entry is then not offered again. */
  connectedViaWalletConnect: boolean
  /** Most recent first. Matched against a connector's id, explorerId or rdns, or those of its per-chain connectors. */
  recentIds: readonly string[]
  featuredWalletIds: readonly string[]
  customIds?: readonly string[] | undefined
  recommendedIds?: readonly string[] | undefined
  /** Groups named here come first, in this order; the others follow in the default order. */
  connectorTypeOrder?: readonly ConnectorGroup[] | undefined
}

export interface ConnectorGroupEntry<connector extends Connector = Connector> {
  group: ConnectorGroup
  connectors: connector[]
}

const ID_LISTS: Partial<
  Record<ConnectorGroup, 'recentIds' | 'featuredWalletIds' | 'customIds' | 'recommendedIds'>
> = { recent: 'recentIds', featured: 'featuredWalletIds', custom: 'customIds', recommended: 'recommendedIds' }

/**
 * Sorts connectors into the modal's sections in the effective order (configured order, then the default one).
 * Each connector lands in the first section it qualifies for; id-based sections follow their id list's order,
 * the others the input order. Empty sections are kept so the caller sees the order. Connectors that qualify
 * for none are left out: AUTH (shown as email and socials), WALLET_CONNECT when not offered, wallets neither
 * installed nor listed, unknown types.
 */
export function groupConnectors<connector extends Connector>(
  connectors: readonly connector[],
  options: OrderConnectorsOptions,
): ConnectorGroupEntry<connector>[] {
  const byId = indexByIds(connectors)
  const placed = new Set<connector>()

  return effectiveOrder(options.connectorTypeOrder).map((group) => {
    const members: connector[] = []
    const take = (connector: connector) => {
      if (placed.has(connector) || !qualifies(connector, group, options)) return
      placed.add(connector)
      members.push(connector)
    }
    const idList = ID_LISTS[group]
    if (idList) {
      for (const id of options[idList] ?? []) for (const connector of byId.get(id) ?? []) take(connector)
    } else {
      for (const connector of connectors) take(connector)
    }
    return { group, connectors: members }
  })
}

function effectiveOrder(configured: readonly ConnectorGroup[] = []): ConnectorGroup[] {
  const known = new Set<string>(CONNECTOR_GROUPS)
  const order = new Set(configured.filter((group) => known.has(group)))
  for (const group of CONNECTOR_GROUPS) order.add(group)
  return [...order]
}

const KNOWN_TYPES = new Set<string>(['ANNOUNCED', 'MULTI_CHAIN', 'EXTERNAL', 'INJECTED'])

function qualifies(connector: Connector, group: ConnectorGroup, options: OrderConnectorsOptions): boolean {
  if (connector.type === 'AUTH') return false
  if (group === 'walletConnect')
    return (
      connector.type === 'WALLET_CONNECT' && options.enableWalletConnect && !options.connectedViaWalletConnect
    )
  if (connector.type === 'WALLET_CONNECT') return false
  if (group === 'injected')
    return (
      (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED' || connector.type === 'MULTI_CHAIN') &&
      isConnectorInstalled(connector)
    )
  if (group === 'external') return connector.type === 'EXTERNAL'
  // The id list was already matched; an unknown type has no place in a wallet list.
  return KNOWN_TYPES.has(connector.type)
}

function indexByIds<connector extends Connector>(connectors: readonly connector[]): Map<string, connector[]> {
  const index = new Map<string, connector[]>()
  for (const connector of connectors) {
    const ids = new Set<string>()
    for (const source of [connector, ...(connector.connectors ?? [])]) {
      ids.add(source.id)
      if (source.explorerId) ids.add(source.explorerId)
      if (source.info?.rdns) ids.add(source.info.rdns)
    }
    for (const id of ids) {
      const list = index.get(id)
      if (list) list.push(connector)
      else index.set(id, [connector])
    }
  }
  return index
}
