import { normalizeConnectorName } from '../../connectors/normalizeConnectorName.js'
import type { Connector, Wallet } from '../../connectors/types.js'

export type WalletChoice = Pick<Wallet, 'id' | 'name' | 'rdns'>

function matches(connector: Connector, wallet: WalletChoice): boolean {
  if (connector.id === wallet.id || connector.explorerId === wallet.id) return true
  if (wallet.rdns !== undefined && connector.info?.rdns === wallet.rdns) return true
  return (
    normalizeConnectorName(connector.name).toLowerCase() === normalizeConnectorName(wallet.name).toLowerCase()
  )
}

/**
 * The connector through which the chosen wallet connects directly: matched by id, explorer id, rdns or
 * normalised name, also through the per-chain connectors of a merged entry (the merged entry is returned).
 * WalletConnect and the embedded (AUTH) wallet are never a wallet's own connector.
 */
export function findWalletConnector(
  connectors: readonly Connector[],
  wallet: WalletChoice,
): Connector | undefined {
  return connectors.find(
    (connector) =>
      connector.type !== 'WALLET_CONNECT' &&
      connector.type !== 'AUTH' &&
      (matches(connector, wallet) ||
        (connector.connectors?.some((inner) => matches(inner, wallet)) ?? false)),
  )
}
