import type { Connector } from '../../connectors/types.js'
import type { WalletPortState } from '../state.js'

interface RejectingProvider {
  rejectRpcRequests(): unknown
}

function hasRejectRpcRequests(provider: unknown): provider is RejectingProvider {
  return (
    typeof provider === 'object' &&
    provider !== null &&
    typeof (provider as Partial<RejectingProvider>).rejectRpcRequests === 'function'
  )
}

function logFailure(error: unknown): void {
  console.error('WalletPort: rejecting pending auth RPC requests failed', error)
}

/**
 * Rejects the pending RPC requests of every connected AUTH connector (the embedded wallet), so a dapp call
 * waiting on a closed modal settles instead of hanging. A failing provider is logged and the rest still run.
 */
export function rejectAuthRpcRequests(state: WalletPortState): void {
  const connectedIds = new Set(
    Object.values(state.chains).flatMap((chain) =>
      chain?.connectorId === undefined ? [] : [chain.connectorId],
    ),
  )
  const isConnected = (connector: Connector): boolean =>
    connectedIds.has(connector.id) || (connector.connectors?.some((c) => connectedIds.has(c.id)) ?? false)
  const providers = new Set<RejectingProvider>()
  for (const connector of state.connectors) {
    if (connector.type !== 'AUTH' || !isConnected(connector)) continue
    for (const candidate of [connector, ...(connector.connectors ?? [])]) {
      if (hasRejectRpcRequests(candidate.provider)) providers.add(candidate.provider)
    }
  }
  for (const provider of providers) {
    try {
      const result = provider.rejectRpcRequests()
      if (result instanceof Promise) result.catch(logFailure)
    } catch (error) {
      logFailure(error)
    }
  }
}
