import type { ChainNamespace } from '../caip/types.js'
import { isConnectorInstalled } from './isConnectorInstalled.js'
import { normalizeConnectorName } from './normalizeConnectorName.js'
import type { Connector } from './types.js'

interface NameGroup {
  members: Connector[]
  chains: Set<ChainNamespace>
}

/**
 * Connectors sharing a normalised name on more than one chain become one MULTI_CHAIN entry; AUTH and
 * WALLET_CONNECT connectors keep their type (one AUTH entry, one WalletConnect entry for every chain it serves)
 * and only merge with their own type. The rest come back as they were, renamed to their normalised name. Output
 * follows the first appearance of each entry. Nameless connectors never merge, and merged entries given back
 * merge again by their per-chain connectors, so the function is idempotent.
 */
export function mergeConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, NameGroup>()
  for (const connector of connectors) {
    const key = groupKey(connector)
    if (key === undefined) continue
    const group = groups.get(key) ?? { members: [], chains: new Set() }
    group.members.push(connector)
    group.chains.add(connector.chain)
    for (const chain of connector.chains ?? []) group.chains.add(chain)
    groups.set(key, group)
  }

  const merged: Connector[] = []
  const emitted = new Set<NameGroup>()
  for (const connector of connectors) {
    const key = groupKey(connector)
    const group = key === undefined ? undefined : groups.get(key)
    if (group === undefined || group.chains.size < 2 || group.members.length < 2) {
      merged.push(withNormalizedName(connector))
      continue
    }
    if (emitted.has(group)) continue
    emitted.add(group)
    merged.push(mergeGroup(group))
  }
  return merged
}

/** Types that keep their own type when merged; any other type merges into MULTI_CHAIN. */
const SELF_MERGING_TYPES = new Set<Connector['type']>(['AUTH', 'WALLET_CONNECT'])

function groupKey(connector: Connector): string | undefined {
  const name = normalizeConnectorName(connector.name).toLowerCase()
  if (name === '') return undefined
  return `${SELF_MERGING_TYPES.has(connector.type) ? connector.type : 'wallet'}:${name}`
}

function withNormalizedName(connector: Connector): Connector {
  const name = normalizeConnectorName(connector.name)
  return name === connector.name ? connector : { ...connector, name }
}

function mergeGroup({ members, chains }: NameGroup): Connector {
  const [first] = members as [Connector, ...Connector[]]
  const originals = members.flatMap((member) => member.connectors ?? [member])
  const imageUrl = members.find((member) => member.imageUrl)?.imageUrl
  const imageId = members.find((member) => member.imageId)?.imageId
  const explorerId = members.find((member) => member.explorerId)?.explorerId
  const rdns = members.find((member) => member.info?.rdns)?.info?.rdns

  return {
    id: first.id,
    name: normalizeConnectorName(first.name),
    type: SELF_MERGING_TYPES.has(first.type) ? first.type : 'MULTI_CHAIN',
    chain: first.chain,
    chains: [...chains],
    installed: members.some(isConnectorInstalled),
    connectors: originals,
    ...(imageUrl === undefined ? {} : { imageUrl }),
    ...(imageId === undefined ? {} : { imageId }),
    ...(explorerId === undefined ? {} : { explorerId }),
    ...(rdns === undefined ? {} : { info: { rdns } }),
  }
}
