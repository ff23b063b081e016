import type { Connector } from '../../connectors/types.js'
import type { ClientContext } from '../context.js'
import type { Alert } from '../state.js'
import { showAlert } from './showAlert.js'

/** An error: WalletConnect through the hosted relay cannot work until the app sets a project id. */
export const PROJECT_ID_NOT_CONFIGURED_ALERT: Alert = {
  message: 'Project ID Not Configured',
  variant: 'error',
}

function isWalletConnect(connector: Connector): boolean {
  return connector.type === 'WALLET_CONNECT' || (connector.connectors?.some(isWalletConnect) ?? false)
}

/**
 * Spec section 5: a missing project id shows the project-not-configured alert, but only where a hosted service
 * needs one: WalletConnect is on, a WalletConnect connector is offered and no self-hosted relay is set, so the
 * hosted relay would be used. A hosted RPC base (`endpoints.rpc`) does not count: `getRpcUrl` leaves the project
 * id out for proxies that need none. Run once connectors are known. Returns whether the alert was shown.
 */
export function checkProjectConfiguration(context: ClientContext): boolean {
  const { projectId, enableWalletConnect, endpoints } = context.options
  if (projectId !== undefined && projectId !== '') return false
  if (!enableWalletConnect || endpoints.relay !== undefined) return false
  if (!context.store.getState().connectors.some(isWalletConnect)) return false
  showAlert(context, PROJECT_ID_NOT_CONFIGURED_ALERT)
  return true
}
