import { createEvmAdapter } from '@walletport/adapter-evm'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import { injectEvmTestWallet } from './injectEvmTestWallet.js'
import type { ChainEntry } from './types.js'
import { withRpcUrl } from './withRpcUrl.js'

export const evmChain: ChainEntry = {
  id: 'evm',
  label: 'EVM (anvil)',
  networks: ({ evmRpcUrls }: DevnetEndpoints) => [
    withRpcUrl(localEvm, { http: evmRpcUrls[31337] ?? 'http://127.0.0.1:8545' }),
    withRpcUrl(localEvm2, { http: evmRpcUrls[31338] ?? 'http://127.0.0.1:8546' }),
  ],
  createAdapter: ({ networks, endpoints, walletConnect, embedded }) =>
    createEvmAdapter({
      networks,
      historyApiUrl: endpoints.evmIndexerUrl,
      tokens: { [localEvm.caipNetworkId]: [{ address: endpoints.evmTokenAddress }] },
      connectors: [
        ...(walletConnect ? [walletConnect.forNamespace('eip155')] : []),
        ...(embedded ? [embedded.forNamespace('eip155')] : []),
      ],
    }),
  injectTestWallet: (endpoints) => {
    injectEvmTestWallet(endpoints)
  },
}
