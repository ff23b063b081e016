import { createPolkadotAdapter } from '@walletport/adapter-polkadot'
import { localPolkadot } from '@walletport/core/networks'
import { injectPolkadotExtension } from './injectPolkadotExtension.js'
import type { ChainEntry } from './types.js'

export const polkadotChain: ChainEntry = {
  id: 'polkadot',
  label: 'Polkadot (chopsticks, Rococo Asset Hub runtime)',
  networks: ({ polkadotWsUrl }) => [
    {
      ...localPolkadot,
      rpcUrls: { default: { http: [], webSocket: [polkadotWsUrl] } },
    },
  ],
  createAdapter: ({ networks, endpoints, walletConnect }) =>
    createPolkadotAdapter({
      networks,
      appName: 'WalletPort playground',
      history: {
        urls: Object.fromEntries(
          networks.map((network) => [network.caipNetworkId, endpoints.polkadotIndexerUrl]),
        ),
      },
      ...(walletConnect ? { connectors: [walletConnect.forNamespace('polkadot')] } : {}),
    }),
  injectTestWallet: injectPolkadotExtension,
}
