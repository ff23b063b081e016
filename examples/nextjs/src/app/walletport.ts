import { createEvmAdapter } from '@walletport/adapter-evm'
import {
  createCookieStorageBackend,
  createStorage,
  createWalletPort,
  type WalletPortInitialState,
} from '@walletport/core'
import { localEvm } from '@walletport/core/networks'

export function createClient(initialState: WalletPortInitialState, evmRpcUrl: string) {
  // The repository's devnet by default; use mainnet, sepolia… from '@walletport/core/networks' in production.
  const evm = { ...localEvm, rpcUrls: { default: { http: [evmRpcUrl] } } }
  return createWalletPort({
    adapters: [createEvmAdapter({ networks: [evm] })],
    networks: [evm],
    metadata: {
      name: 'WalletPort on Next.js',
      description: 'SSR example',
      url: 'http://localhost',
      icons: [],
    },
    // Connector ids, addresses and the active network in cookies, for the next request's server render.
    storage: createStorage({ backend: createCookieStorageBackend() }),
    initialState,
  })
}
