import type { ChainNamespace, Connector } from '@walletport/core'
import type { WalletConnectBitcoinClient } from './bip122/createWalletConnectBitcoinClient.js'
import type { WalletConnectCosmosWallet } from './cosmos/createWalletConnectCosmosWallet.js'
import type { WalletConnectPolkadotExtension } from './polkadot/createWalletConnectPolkadotExtension.js'
import type { WalletConnectSolanaWallet } from './solana/createWalletConnectSolanaWallet.js'
import type { WalletConnectNamespaceProvider, WalletConnectSourceOf } from './types.js'

/**
 * What `forNamespace` hands an adapter: its connector entry, and on connect the provider that adapter speaks
 * natively — a Wallet Standard wallet for adapter-solana, a Keplr-style one for adapter-cosmos, a wallet client
 * for adapter-bitcoin, an injectedWeb3-style extension for adapter-polkadot, the request/on provider for eip155.
 */
export function createConnectorSource<N extends ChainNamespace>(
  namespace: N,
  parts: {
    entry: Connector
    provider(): WalletConnectNamespaceProvider
    solanaWallet(): Promise<WalletConnectSolanaWallet>
    cosmosWallet(): Promise<WalletConnectCosmosWallet>
    bitcoinClient(): Promise<WalletConnectBitcoinClient>
    polkadotExtension(): Promise<WalletConnectPolkadotExtension>
  },
): WalletConnectSourceOf<N> {
  const getConnectors = () => [parts.entry]
  const getProvider = async () =>
    namespace === 'solana'
      ? parts.solanaWallet()
      : namespace === 'cosmos'
        ? parts.cosmosWallet()
        : namespace === 'bip122'
          ? parts.bitcoinClient()
          : namespace === 'polkadot'
            ? parts.polkadotExtension()
            : parts.provider()
  const source = { getConnectors, getProvider }
  // A comparison does not narrow the type parameter N, so the conditional type is asserted here, once.
  return source as unknown as WalletConnectSourceOf<N>
}
