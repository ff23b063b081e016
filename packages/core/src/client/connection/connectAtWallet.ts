// The part of `connect` that asks the wallet and keeps its answer, loaded with import() on the first connect
// (connect.ts keeps the steps up to 'connecting' in the first chunk): issue 37, JS before the first click.
import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { addRecentWallet } from '../../connectors/addRecentWallet.js'
import type { Connector } from '../../connectors/types.js'
import { WalletEndedConnectionError } from '../../errors/connection.js'
import { toWalletPortError } from '../../errors/toWalletPortError.js'
import { ConnectionCancelledError } from '../../errors/wallet.js'
import type { Network } from '../../networks/types.js'
import type { ClientContext } from '../context.js'
import { withLazyActions } from '../loadLazyActions.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import { offerConnectSignIn } from '../siwx/offerConnectSignIn.js'
import type { ConnectedWalletInfo } from '../state.js'
import { callWallet } from '../wallet/callWallet.js'
import { parseWalletConnection } from '../wallet/parseWalletAnswers.js'
import { applyConnection } from './applyConnection.js'
import { closeAtWallet } from './closeAtWallet.js'
import type { ConnectParameters } from './connect.js'
import { storeConnectorId } from './connectorIdStorage.js'
import type { ConnectionOperation } from './createConnectionOperations.js'
import { closeAbandonedConnection } from './reconnectNamespace.js'
import { refreshConnectors } from './refreshConnectors.js'
import { restoreStatus } from './restoreStatus.js'

export interface ConnectStart {
  target: ChainNamespace
  adapter: ChainAdapter
  network: Network
  /** The per-chain connector the adapter connects with, and what the user picked. */
  connector: Connector
  entry: Connector
  operation: ConnectionOperation
  /** connect's listener on the caller's signal, removed when this ends. */
  onAbort: () => void
}

/** `connect` from 'connecting' on: see connect.ts. */
export async function connectAtWallet(
  context: ClientContext,
  parameters: ConnectParameters,
  { target, adapter, network, connector, entry, operation, onAbort }: ConnectStart,
): Promise<void> {
  const { connectorId, signal } = parameters
  const current = () => context.connections.isCurrent(operation)
  const fail = (error: unknown, label: string) => {
    const failure = toWalletPortError(error, label)
    if (!(failure instanceof ConnectionCancelledError)) {
      context.events.emit('CONNECT_ERROR', { namespace: target, connectorId, message: failure.message })
    }
    return failure
  }
  const label = `connect on ${target}`
  try {
    // Every close still running at the wallet goes first, so none of them can close what this connect opens.
    const closing = context.connections.closing(target)
    if (closing) await closing
    const signIn = offerConnectSignIn(context, network)
    const answer = await callWallet(
      () =>
        adapter.connect({
          connectorId: connector.id,
          network,
          signal: operation.signal,
          ...(signIn && { signIn }),
        }),
      {
        operation: label,
        timeoutMs: context.options.timeouts.connect,
        signal: operation.signal,
        onAbandoned: (late) => closeAbandonedConnection(context, target, late),
      },
    )
    if (!current()) {
      closeAbandonedConnection(context, target, answer)
      throw operation.signal.reason
    }
    operation.answered = true
    let parsed: Awaited<ReturnType<typeof parseWalletConnection>>
    try {
      parsed = await parseWalletConnection(adapter, answer, (id) => resolveNetwork(context, id), 'connect')
    } catch (error) {
      if (current()) void closeAtWallet(context, target)
      throw error
    }
    // The adapter's address check may have waited for its codec: the operation may have been given up meanwhile.
    if (!current()) {
      closeAbandonedConnection(context, target, answer)
      throw operation.signal.reason
    }
    // Kept before the account shows connected, so the sign-in that follows connecting finds it and asks nothing.
    if (answer.signIn) {
      const { signIn: signedIn } = answer
      const address = parsed.connection.accounts[0]!.address
      await withLazyActions(({ keepConnectSignIn }) => keepConnectSignIn(context, signedIn, address))
      if (!current()) {
        closeAbandonedConnection(context, target, answer)
        throw operation.signal.reason
      }
    }
    if (operation.endedByWallet) {
      void closeAtWallet(context, target)
      throw new WalletEndedConnectionError({ namespace: target, connectorId: parsed.connection.connectorId })
    }
    context.store.setState((state) =>
      applyConnection(state, {
        namespace: target,
        connection: parsed.connection,
        network: parsed.network,
        connectedWalletInfo: connectedWalletInfoOf(entry, connector),
        activate: parameters.activate !== false,
      }),
    )
    operation.attached = true
    storeConnectorId(context, target, parsed.connection.connectorId)
  } catch (error) {
    if (current()) restoreStatus(context, target, operation.restoreStatus)
    const failure = fail(error, label)
    context.connections.end(operation, failure)
    throw failure
  } finally {
    signal?.removeEventListener('abort', onAbort)
    context.connections.end(operation)
  }

  rememberRecentWallet(context, entry)
  const connected = context.store.getState().chains[target]
  if (connected?.accountState.caipAddress && connected.connectorId) {
    context.events.emit('CONNECT_SUCCESS', {
      namespace: target,
      connectorId: connected.connectorId,
      connectorType: connector.type,
      address: connected.accountState.caipAddress,
    })
  }
}

function connectedWalletInfoOf(entry: Connector, connector: Connector): ConnectedWalletInfo {
  const icon = entry.imageUrl ?? connector.imageUrl
  return {
    name: entry.name || connector.name || connector.id,
    ...(icon ? { icon } : {}),
    type: connector.type,
  }
}

/** The entry the user picked goes first in the recent wallets (storage, state and order), at most two kept. */
function rememberRecentWallet(context: ClientContext, entry: Connector): void {
  const recent = addRecentWallet(context.storage.get('recent-wallets') ?? [], {
    id: entry.id,
    name: entry.name || entry.id,
    ...(entry.info?.rdns ? { rdns: entry.info.rdns } : {}),
    ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
  })
  context.storage.set('recent-wallets', recent)
  // The modal's order puts recent wallets first: the list is re-sorted now, not at the next discovery.
  refreshConnectors(context)
}
