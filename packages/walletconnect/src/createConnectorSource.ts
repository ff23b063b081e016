import type { ChainNamespace, Connector } from '@walletport/core'
import type { WalletConnectCosmosWallet } from './cosmos/createWalletConnectCosmosWallet.js'
import type { WalletConnectSolanaWallet } from './solana/createWalletConnectSolanaWallet.js'
import type {
  WalletConnectConnectorSource,
  WalletConnectCosmosConnectorSource,
  WalletConnectNamespaceProvider,
  WalletConnectSolanaConnectorSource,
  WalletConnectSourceOf,
} from './types.js'

/**
 * What `forNamespace` hands an adapter: its connector entry, and on connect the provider that adapter speaks
 * natively — a Wallet Standard wallet for adapter-solana, a Keplr-style one for adapter-cosmos, the request/on
 * provider for the others.
 */
export function createConnectorSource<N extends ChainNamespace>(
  namespace: N,
  parts: {
    entry: Connector
    provider(): WalletConnectNamespaceProvider
    solanaWallet(): WalletConnectSolanaWallet
    cosmosWallet(): WalletConnectCosmosWallet
  },
): WalletConnectSourceOf<N> {
  const getConnectors = () => [parts.entry]
  const source:
    | WalletConnectSolanaConnectorSource
    | WalletConnectCosmosConnectorSource
    | WalletConnectConnectorSource =
    namespace === 'solana'
      ? { getConnectors, getProvider: async () => parts.solanaWallet() }
      : namespace === 'cosmos'
        ? { getConnectors, getProvider: async () => parts.cosmosWallet() }
        : { getConnectors, getProvider: async () => parts.provider() }
  // A comparison does not narrow the type parameter N, so the conditional type is asserted here, once.
  return source as WalletConnectSourceOf<N>
}
