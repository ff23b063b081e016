import type { Connector } from '../../connectors/types.js'
import type { ChainState } from '../state.js'

function findConnector(connectors: readonly Connector[], chain: ChainState): Connector | undefined {
  for (const connector of connectors) {
    const parts = connector.connectors?.length ? connector.connectors : [connector]
    const match = parts.find((part) => part.id === chain.connectorId && part.chain === chain.namespace)
    if (match) return match
  }
  return undefined
}

/**
 * `chain` with the networks its wallet's session approved (`approvedCaipNetworkIds`) and whether those cover every
 * network the app requested on it (`supportsAllNetworks`); a wallet without a session (an extension) supports all.
 */
export function withApprovedNetworks(chain: ChainState, connectors: readonly Connector[]): ChainState {
  const approved = findConnector(connectors, chain)?.getApprovedCaipNetworkIds?.()
  const supportsAllNetworks =
    approved === undefined ||
    chain.networkState.requestedCaipNetworks.every((network) => approved.includes(network.caipNetworkId))
  return {
    ...chain,
    networkState: { ...chain.networkState, supportsAllNetworks, approvedCaipNetworkIds: approved ?? [] },
  }
}
