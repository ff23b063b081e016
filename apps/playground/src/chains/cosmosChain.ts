import { createCosmosAdapter } from '@walletport/adapter-cosmos'
import { localCosmos } from '@walletport/core/networks'
import { injectCosmosWallet } from './injectCosmosWallet.js'
import type { ChainEntry } from './types.js'
import { withRpcUrl } from './withRpcUrl.js'

export const cosmosChain: ChainEntry = {
  id: 'cosmos',
  label: 'Cosmos (fixture-backed CometBFT RPC)',
  networks: ({ cosmosRpcUrl }) => [withRpcUrl(localCosmos, { http: cosmosRpcUrl })],
  createAdapter: ({ networks, walletConnect }) =>
    createCosmosAdapter({
      networks,
      ...(walletConnect ? { connectors: [walletConnect.forNamespace('cosmos')] } : {}),
    }),
  injectTestWallet: injectCosmosWallet,
}
