import type { ChainNamespace, WalletPortClient } from '@walletport/core'
import { WALLET_CONNECT_CONNECTOR_ID } from './createWalletConnectConnector.js'

/** Namespaces whose adapter lists the WalletConnect connector. */
export function getWalletConnectNamespaces(client: WalletPortClient): ChainNamespace[] {
  return client.options.adapters
    .filter((adapter) =>
      adapter
        .getConnectors()
        .some(
          (connector) => connector.type === 'WALLET_CONNECT' && connector.id === WALLET_CONNECT_CONNECTOR_ID,
        ),
    )
    .map((adapter) => adapter.namespace)
}
