import { createBitcoinAdapter } from '@walletport/adapter-bitcoin'
import { localBitcoin } from '@walletport/core/networks'
import { injectBitcoinTestWallet } from './injectBitcoinTestWallet.js'
import type { ChainEntry } from './types.js'
import { withRpcUrl } from './withRpcUrl.js'

export const bitcoinChain: ChainEntry = {
  id: 'bitcoin',
  label: 'Bitcoin (bcoin regtest)',
  // A bitcoin network's RPC URL is its Esplora base (adapter-bitcoin's esploraFor).
  networks: ({ bitcoinEsploraUrl }) => [withRpcUrl(localBitcoin, { http: bitcoinEsploraUrl })],
  createAdapter: ({ networks, walletConnect }) =>
    createBitcoinAdapter({
      networks,
      ...(walletConnect ? { connectors: [walletConnect.forNamespace('bip122')] } : {}),
    }),
  injectTestWallet: injectBitcoinTestWallet,
}
