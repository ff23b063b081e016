import type { ChainNamespace, Connector } from '@walletport/core'
import type { WalletConnectSolanaWallet } from './solana/createWalletConnectSolanaWallet.js'
import type {
  WalletConnectConnectorSource,
  WalletConnectNamespaceProvider,
  WalletConnectSolanaConnectorSource,
  WalletConnectSourceOf,
} from './types.js'

/**
 * What `forNamespace` hands an adapter: its connector entry, and on connect the provider that adapter speaks
 * natively — a Wallet Standard wallet for adapter-solana, the request/on provider for the others.
 */
export function createConnectorSource<N extends ChainNamespace>(
  namespace: N,
  parts: {
    entry: Connector
    provider(): WalletConnectNamespaceProvider
    solanaWallet(): WalletConnectSolanaWallet
  },
): WalletConnectSourceOf<N> {
  const source: WalletConnectSolanaConnectorSource | WalletConnectConnectorSource =
    namespace === 'solana'
      ? { getConnectors: () => [parts.entry], getProvider: async () => parts.solanaWallet() }
      : { getConnectors: () => [parts.entry], getProvider: async () => parts.provider() }
  // A comparison does not narrow the type parameter N, so the conditional type is asserted here, once.
  return source as WalletConnectSourceOf<N>
}
