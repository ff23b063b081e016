import { createEvmAdapter } from '@walletport/adapter-evm'
import type { Network } from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import type { DevnetEndpoints } from '../devnetEndpoints.js'
import { injectEvmTestWallet } from './injectEvmTestWallet.js'
import type { ChainEntry } from './types.js'

function withRpcUrl(network: Network, url: string | undefined): Network {
  if (url === undefined || url === network.rpcUrls.default.http[0]) return network
  return { ...network, rpcUrls: { ...network.rpcUrls, default: { http: [url] } } }
}

export const evmChain: ChainEntry = {
  id: 'evm',
  label: 'EVM (anvil)',
  networks: ({ evmRpcUrls }: DevnetEndpoints) => [
    withRpcUrl(localEvm, evmRpcUrls[31337]),
    withRpcUrl(localEvm2, evmRpcUrls[31338]),
  ],
  createAdapter: ({ networks, endpoints }) =>
    createEvmAdapter({ networks, historyApiUrl: endpoints.evmIndexerUrl }),
  injectTestWallet: injectEvmTestWallet,
}
