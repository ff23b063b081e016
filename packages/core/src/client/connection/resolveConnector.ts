import type { ChainNamespace } from '../../caip/types.js'
import { withSafeImage } from '../../connectors/isSafeImageUrl.js'
import { mergeConnectors } from '../../connectors/mergeConnectors.js'
import type { Connector } from '../../connectors/types.js'
import { ConnectorNotFoundError } from '../../errors/connection.js'
import type { ClientContext } from '../context.js'

export interface ResolvedConnector {
  namespace: ChainNamespace
  /** The per-chain connector the adapter connects with. */
  connector: Connector
  /** What the user picked (a MULTI_CHAIN or AUTH entry, or the connector itself): its name and icon are shown. */
  entry: Connector
}

/**
 * Finds the connector `connectorId` names on `namespace`. A MULTI_CHAIN or AUTH id resolves to its per-chain
 * connector; without a namespace, the active chain when the connector serves it, else the connector's own
 * chain. Connectors are read from the adapters, so ids work before the list in state is refreshed.
 */
export function resolveConnector(
  context: ClientContext,
  parameters: { connectorId: string; namespace?: ChainNamespace | undefined },
): ResolvedConnector {
  const { connectorId, namespace } = parameters
  const { activeChain } = context.store.getState()
  const all = [...context.adapters.values()].flatMap((adapter) => adapter.getConnectors()).map(withSafeImage)
  const pick = (candidates: readonly Connector[]) =>
    namespace === undefined
      ? (candidates.find((c) => c.chain === activeChain) ?? candidates[0])
      : candidates.find((c) => c.chain === namespace)

  const entry = mergeConnectors(all).find((c) => c.id === connectorId && c.connectors !== undefined)
  const member = entry?.connectors && pick(entry.connectors)
  if (entry && member) return { namespace: member.chain, connector: member, entry }

  const connector = pick(all.filter((c) => c.id === connectorId))
  if (!connector) throw new ConnectorNotFoundError({ connectorId, namespace })
  return { namespace: connector.chain, connector, entry: connector }
}
