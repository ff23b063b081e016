import { type CaipNetworkId, getRpcUrl, type Network } from '@walletport/core'
import { type NamespaceRequest, namespaceRequestOf } from './namespaceDefaults.js'

export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference and full CAIP-2 id → RPC URL (UniversalProvider reads both forms). */
  rpcMap: Record<string, string>
  defaultChain?: string
}

export interface BuildNamespacesParameters {
  networks: readonly Network[]
  /** Overrides the networks' own RPC URLs, per CAIP-2 id. */
  rpcMap?: Readonly<Partial<Record<CaipNetworkId, string>>>
  /** More methods or events per namespace. */
  namespaces?: Readonly<Record<string, Partial<NamespaceRequest>>>
}

/**
 * The optionalNamespaces of a session proposal for every requested network, grouped by CAIP-2 namespace. All
 * of them are optional: a wallet that serves only some namespaces can still approve, and adapters whose
 * namespace is missing from the session just stay disconnected. Each chain's RPC is the network's own (or
 * `rpcMap`'s), so nothing goes to WalletConnect's hosted RPC; a network with neither is `RpcUrlNotFoundError`
 * (UniversalProvider would fall back to WalletConnect's hosted RPC, a host the app did not name).
 */
export function buildNamespaces(parameters: BuildNamespacesParameters): Record<string, ProposalNamespace> {
  const result: Record<string, ProposalNamespace> = {}
  for (const network of parameters.networks) {
    const namespace = network.chainNamespace
    const request = namespaceRequestOf(namespace, parameters.namespaces)
    const entry = result[namespace] ?? {
      chains: [],
      methods: [...request.methods],
      events: [...request.events],
      rpcMap: {},
      defaultChain: String(network.id),
    }
    result[namespace] = entry
    if (entry.chains.includes(network.caipNetworkId)) continue
    entry.chains.push(network.caipNetworkId)
    const rpcUrl = parameters.rpcMap?.[network.caipNetworkId] ?? ownHttpRpc(network)
    if (rpcUrl !== undefined) {
      entry.rpcMap[String(network.id)] = rpcUrl
      entry.rpcMap[network.caipNetworkId] = rpcUrl
    }
  }
  return result
}

/** The network's own http RPC; a WebSocket-only network has none to give (UniversalProvider speaks http). */
function ownHttpRpc(network: Network): string | undefined {
  const url = getRpcUrl(network)
  return /^https?:/.test(url) ? url : undefined
}
