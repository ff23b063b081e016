import type { Connector } from './types.js'

/**
 * An EIP-6963 announcement proves the wallet is in the page, so ANNOUNCED counts as installed unless it says
 * otherwise; a merged entry is installed when any of its per-chain connectors is.
 */
export function isConnectorInstalled(connector: Connector): boolean {
  if (connector.installed !== undefined) return connector.installed
  if (connector.type === 'ANNOUNCED') return true
  return connector.connectors?.some(isConnectorInstalled) ?? false
}
