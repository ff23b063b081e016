import type { ChainNamespace } from '../../caip/types.js'
import type { Connector } from '../../connectors/types.js'
import type { WalletPortError } from '../../errors/base.js'
import { AdapterNamespaceNotFoundError, CaipNetworkUndefinedError } from '../../errors/connection.js'
import { isWalletPortError, toWalletPortErrorLater } from '../../errors/loadWalletPortError.js'
import { ConnectionCancelledError } from '../../errors/wallet.js'
import { type ClientContext, getAdapter } from '../context.js'
import { cancelOperation } from './cancelConnect.js'
import { resolveConnector } from './resolveConnector.js'
import { restoreStatus } from './restoreStatus.js'
import { setConnectionStatus } from './setConnectionStatus.js'

export interface ConnectParameters {
  connectorId: string
  /** Default: the connector's chain, or the active chain for a connector that serves several. */
  namespace?: ChainNamespace | undefined
  /**
   * Make the namespace the active one (default true). False connects it beside the active namespace, as
   * WalletConnect does for the other namespaces one session approved.
   */
  activate?: boolean | undefined
  /** Aborting it cancels the request, as `cancelConnect` does. */
  signal?: AbortSignal | undefined
}

/**
 * Connects a wallet on one namespace as one operation of its state machine (see `ConnectionOperations`):
 * status 'connecting', the adapter's prompt (bounded by the connect time-out), the answer checked at the
 * boundary (accounts the adapter's `validateAddress` accepts, a network id of the namespace), then address,
 * accounts, network, connector and status in one update, the namespace made active (unless `activate` is false).
 * The connector is remembered for the next start and as a recent wallet. With SIWX on, the wallet is offered to
 * sign in as it connects (one prompt, `offerConnectSignIn`); the sign-in it made is kept before the update.
 *
 * A newer connect or a disconnect of the namespace, `cancelConnect` or the `signal` supersede it: it rejects
 * with `ConnectionCancelledError`, and the wallet's late answer is discarded and closed at the wallet. On any
 * other failure the status goes back to what it was before and the call rejects with a `WalletPortError` (the
 * wallet's own error as `cause`); an answer core refuses is closed at the wallet. A wallet that ends the connection
 * between its answer and the update (locked, disconnected, session dropped) fails it with
 * `WalletEndedConnectionError`. The wallet is asked once every close still running at the wallet on the namespace
 * (a disconnect, a discarded connection) has settled. CONNECT_SUCCESS or CONNECT_ERROR is emitted
 * (CONNECT_CANCELLED by the cancelling side).
 *
 * The steps up to 'connecting' are here, in the first chunk; asking the wallet and keeping its answer are in
 * `connectAtWallet.ts`, fetched with `import()` on the first connect (in the same tick once loaded), so a page
 * loads none of it before a wallet is chosen (issue 37).
 */
export async function connect(context: ClientContext, parameters: ConnectParameters): Promise<void> {
  const { connectorId, signal } = parameters
  let namespace = parameters.namespace
  const fail = (error: unknown, operation: string): WalletPortError | Promise<WalletPortError> => {
    const report = (failure: WalletPortError) => {
      if (!(failure instanceof ConnectionCancelledError)) {
        context.events.emit('CONNECT_ERROR', { namespace, connectorId, message: failure.message })
      }
      return failure
    }
    return isWalletPortError(error) ? report(error) : toWalletPortErrorLater(error, operation).then(report)
  }

  let connector: Connector
  let entry: Connector
  let target: ChainNamespace
  try {
    if (signal?.aborted) throw new ConnectionCancelledError({ namespace, connectorId, cause: signal.reason })
    ;({ namespace, connector, entry } = resolveConnector(context, parameters))
    target = namespace
  } catch (error) {
    throw await fail(error, 'connect')
  }
  const adapter = getAdapter(context, target)
  const chain = context.store.getState().chains[target]
  const network = chain?.networkState.caipNetwork ?? chain?.networkState.requestedCaipNetworks[0]
  if (!chain) throw await fail(new AdapterNamespaceNotFoundError({ namespace: target }), 'connect')
  if (!network) {
    throw await fail(new CaipNetworkUndefinedError({ details: `No network is set on ${target}` }), 'connect')
  }

  const { operation } = context.connections.begin(target, 'connect', {
    connectorId: connector.id,
    status: chain.accountState.status,
  })
  const current = () => context.connections.isCurrent(operation)
  const onAbort = () => cancelOperation(context, operation, 'The request was aborted')
  signal?.addEventListener('abort', onAbort, { once: true })
  setConnectionStatus(context, target, 'connecting')
  let module: ConnectAtWallet
  try {
    module = loadedConnectAtWallet ?? (await loadConnectAtWallet())
  } catch (error) {
    signal?.removeEventListener('abort', onAbort)
    if (current()) restoreStatus(context, target, operation.restoreStatus)
    const failure = await fail(error, `connect on ${target}`)
    context.connections.end(operation, failure)
    context.connections.end(operation)
    throw failure
  }
  return module.connectAtWallet(context, parameters, {
    target,
    adapter,
    network,
    connector,
    entry,
    operation,
    onAbort,
  })
}

type ConnectAtWallet = typeof import('./connectAtWallet.js')
let loadedConnectAtWallet: ConnectAtWallet | undefined
let loadingConnectAtWallet: Promise<ConnectAtWallet> | undefined

/** Fetches `connectAtWallet` once (again after a failed fetch); the modal's first open starts it (`preloadConnect`). */
function loadConnectAtWallet(): Promise<ConnectAtWallet> {
  loadingConnectAtWallet ??= import('./connectAtWallet.js').then(
    (module) => {
      loadedConnectAtWallet = module
      return module
    },
    (error: unknown) => {
      loadingConnectAtWallet = undefined
      throw error
    },
  )
  return loadingConnectAtWallet
}

/** Starts fetching the rest of connect ahead of the first wallet choice; a failure is retried by connect. */
export function preloadConnect(): void {
  loadConnectAtWallet().catch(() => {})
}
