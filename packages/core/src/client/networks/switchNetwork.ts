import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { NetworkNotFoundError } from '../../errors/connection.js'
import { NetworkSwitchDisabledError } from '../../errors/networks.js'
import type { Network } from '../../networks/types.js'
import { applyConnection } from '../connection/applyConnection.js'
import { storeConnectorId } from '../connection/connectorIdStorage.js'
import { type ClientContext, getActiveChain, getAdapter } from '../context.js'
import { hasAddress } from '../router/hasAddress.js'
import { push } from '../router/push.js'
import { showAlert } from '../router/showAlert.js'
import type { Alert, ChainState } from '../state.js'
import { callWallet } from '../wallet/callWallet.js'
import { parseWalletConnection } from '../wallet/parseWalletAnswers.js'
import { watchConnection } from '../wallet/watchConnection.js'
import { isRequestedNetwork } from './isRequestedNetwork.js'
import { resolveNetwork } from './resolveNetwork.js'
import { setActiveNetwork } from './setActiveNetwork.js'

/** Spec section 8's alert for a switch to a network the app did not list (its `networks` option). */
export const NETWORK_NOT_FOUND_ALERT: Alert = { message: 'Network Not Found', variant: 'error' }

/**
 * Moves to one of the requested networks. A namespace with a connected wallet asks its adapter to switch first
 * (bounded by the switchNetwork time-out, given up at once if the wallet disconnects meanwhile; its error is
 * rethrown as a `WalletPortError` and nothing changes). Leaving a chain connected through the auth connector
 * reconnects that connector on the new chain, falling back to an adapter switch when that fails. Emits
 * SWITCH_NETWORK. Refused when the app disabled network switching. Picked in the open modal on a namespace with no
 * wallet connected, the modal moves to Connect for that namespace (`data.namespace`). A network the app did not list
 * is `NetworkNotFoundError` and opens the 'Network Not Found' alert, which the modal shows (now or when next opened).
 */
export async function switchNetwork(context: ClientContext, network: Network): Promise<void> {
  if (!context.options.enableNetworkSwitch) throw new NetworkSwitchDisabledError()
  const namespace = network.chainNamespace
  const state = context.store.getState()
  const chain = state.chains[namespace]
  if (!chain || !isRequestedNetwork(chain, network.caipNetworkId)) {
    showAlert(context, NETWORK_NOT_FOUND_ALERT)
    throw new NetworkNotFoundError({
      details: `${network.caipNetworkId} is not among the requested networks`,
    })
  }
  const adapter = getAdapter(context, namespace)
  const active = getActiveChain(state)
  const previousNetworkId = active?.networkState.caipNetwork?.caipNetworkId

  const leavingAuth =
    namespace !== state.activeChain && active?.accountState.connectedWalletInfo?.type === 'AUTH'
  if (!(leavingAuth && (await reconnectAuth(context, adapter, active, network)))) {
    const onOtherNetwork = chain.networkState.caipNetwork?.caipNetworkId !== network.caipNetworkId
    if (leavingAuth || (chain.accountState.status === 'connected' && onOtherNetwork)) {
      const watch = watchConnection(context, namespace, 'connection')
      try {
        await callWallet(() => adapter.switchNetwork({ network }), {
          operation: `switchNetwork on ${namespace}`,
          timeoutMs: context.options.timeouts.switchNetwork,
          signal: watch.signal,
        })
      } finally {
        watch.stop()
      }
    }
    setActiveNetwork(context, network)
  }
  offerToConnect(context, namespace)
  context.events.emit('SWITCH_NETWORK', { namespace, networkId: network.caipNetworkId, previousNetworkId })
}

/** Picked in the modal a network whose namespace has no wallet: the modal offers to connect one there. */
function offerToConnect(context: ClientContext, namespace: ChainNamespace): void {
  const { modal } = context.store.getState()
  if (!modal.open || hasAddress(context.store.getState(), namespace)) return
  if (modal.view === 'Networks' || modal.view === 'Account') push(context, 'Connect', { namespace })
}

/** Connects the auth connector on the new chain; false when it has none there or the reconnect fails. */
async function reconnectAuth(
  context: ClientContext,
  adapter: ChainAdapter,
  from: ChainState,
  network: Network,
): Promise<boolean> {
  const connector = adapter.getConnectors().find((candidate) => candidate.type === 'AUTH')
  if (!connector) return false
  try {
    const answer = await callWallet(() => adapter.reconnect({ connectorId: connector.id, network }), {
      operation: `reconnect on ${network.chainNamespace}`,
      timeoutMs: context.options.timeouts.reconnect,
    })
    if (answer === null) return false
    const { connection, network: connected } = await parseWalletConnection(
      adapter,
      answer,
      (id) => resolveNetwork(context, id),
      'reconnect',
    )
    context.store.setState((state) =>
      applyConnection(state, {
        namespace: network.chainNamespace,
        connection,
        network: connected,
        connectedWalletInfo: from.accountState.connectedWalletInfo,
        activate: true,
      }),
    )
    context.storage.set('active-caip-network-id', connected.caipNetworkId)
    storeConnectorId(context, network.chainNamespace, connection.connectorId)
    return true
  } catch {
    return false
  }
}
