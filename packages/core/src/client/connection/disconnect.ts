import type { ChainNamespace } from '../../caip/types.js'
import type { ConnectorType } from '../../connectors/types.js'
import {
  AdapterNamespaceNotFoundError,
  DisconnectChainsError,
  DisconnectError,
} from '../../errors/connection.js'
import type { ClientContext } from '../context.js'
import { resetChainNetwork } from '../networks/resetChainNetwork.js'
import type { ChainState, WalletPortState } from '../state.js'
import { callWallet } from '../wallet/callWallet.js'
import { announceDisconnect } from './announceDisconnect.js'
import { forgetConnectorIds } from './connectorIdStorage.js'
import { resetChainState } from './resetChain.js'

export interface DisconnectParameters {
  /** Only this namespace, unless its connector is WalletConnect or auth (then its whole family). Default: all. */
  namespace?: ChainNamespace | undefined
}

export interface DisconnectOptions {
  /** Tell the app's other tabs (default true); false when following another tab's disconnect. */
  announce?: boolean | undefined
  /**
   * `ConnectionOperations.newestId()` when the app asked (its code may have loaded since): a namespace where a
   * connect began after that is left alone, as the newer intent wins.
   */
  calledAt?: number | undefined
}

/** Connector families that hold one session across chains: disconnecting one chain ends them all. */
const SESSION_FAMILIES: readonly ConnectorType[] = ['WALLET_CONNECT', 'AUTH']

/**
 * Spec "Disconnect": ends the connection on every chain of the same connector family (WalletConnect or auth),
 * on the given namespace, or on all chains. Each chain's disconnect is an operation of its state machine: it
 * supersedes a connect or reconnect in flight there (which rejects with `ConnectionCancelledError`, its late
 * answer closed at the wallet), and the chains are reset at once — accounts, networks and WalletConnect session
 * facts in one update, connector ids and the stored social provider removed, the disconnect announced to the
 * app's other tabs unless `announce` is false (following another tab's) — so nothing the wallets do later
 * can bring the old connection back, and a connect started meanwhile is never wiped. Then the adapters close
 * their connections (each bounded by the disconnect time-out; a connect that follows waits for it) and
 * DISCONNECT_SUCCESS is emitted. A chain whose adapter fails or times out is reset all the same; the failures are
 * logged as 'Failed to disconnect chains' with a line per chain, DISCONNECT_ERROR is emitted, and the call
 * rejects with `DisconnectError` ('Failed to disconnect') for the UI's toast. With nothing connected it does
 * nothing; nor on a namespace where a connect began after the app asked (`calledAt`).
 */
export async function disconnect(
  context: ClientContext,
  parameters: DisconnectParameters = {},
  { announce = true, calledAt }: DisconnectOptions = {},
): Promise<void> {
  const { namespace } = parameters
  const state = context.store.getState()
  if (namespace !== undefined && !state.chains[namespace])
    throw new AdapterNamespaceNotFoundError({ namespace })
  const namespaces = targetNamespaces(state, namespace).filter(
    (target) =>
      (isLinked(state.chains[target]) || context.connections.current(target) !== undefined) &&
      (calledAt === undefined || context.connections.newestConnectId(target) <= calledAt),
  )
  if (namespaces.length === 0) return
  const connectorId = namespace === undefined ? undefined : state.chains[namespace]?.connectorId

  const operations = namespaces.map(
    (target) =>
      context.connections.begin(target, 'disconnect', {
        connectorId: state.chains[target]?.connectorId,
        status: 'disconnected',
      }).operation,
  )
  context.store.setState((current) => {
    const chains = { ...current.chains }
    for (const target of namespaces) {
      const chain = chains[target]
      if (chain) chains[target] = resetChainNetwork(resetChainState(chain), context.options.defaultNetwork)
    }
    return { ...current, chains }
  })
  forgetConnectorIds(context, namespaces)
  if (announce) announceDisconnect(context, namespaces)
  context.storage.remove('social-provider')

  const results = await Promise.allSettled(
    operations.map(async (operation) => {
      const adapter = context.adapters.get(operation.namespace)
      try {
        if (adapter) {
          await callWallet(() => adapter.disconnect(), {
            operation: `disconnect on ${operation.namespace}`,
            timeoutMs: context.options.timeouts.disconnect,
          })
        }
      } finally {
        context.connections.end(operation)
      }
    }),
  )

  const failures = results.flatMap((result, index) =>
    result.status === 'rejected' ? [`${namespaces[index]}: ${messageOf(result.reason)}`] : [],
  )
  if (failures.length === 0) {
    context.events.emit('DISCONNECT_SUCCESS', { namespace, connectorId })
    return
  }
  const chainsError = new DisconnectChainsError({
    details: failures.join('\n'),
    cause: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
  })
  console.error(chainsError.message, chainsError.details)
  context.events.emit('DISCONNECT_ERROR', { namespace, message: chainsError.message })
  throw new DisconnectError({ details: chainsError.details, cause: chainsError })
}

function targetNamespaces(state: WalletPortState, namespace: ChainNamespace | undefined): ChainNamespace[] {
  const all = Object.keys(state.chains)
  if (namespace === undefined) return all
  const type = state.chains[namespace]?.accountState.connectedWalletInfo?.type
  if (type === undefined || !SESSION_FAMILIES.includes(type)) return [namespace]
  return all.filter((other) => state.chains[other]?.accountState.connectedWalletInfo?.type === type)
}

function isLinked(chain: ChainState | undefined): boolean {
  return (
    chain !== undefined && (chain.accountState.status !== 'disconnected' || chain.connectorId !== undefined)
  )
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
