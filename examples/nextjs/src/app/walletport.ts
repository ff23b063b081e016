import { createEvmAdapter } from '@walletport/adapter-evm'
import {
  createCookieStorageBackend,
  createStorage,
  createWalletPort,
  type WalletPortInitialState,
} from '@walletport/core'
import { localEvm, withRpc } from '@walletport/core/networks'

export function createClient(initialState: WalletPortInitialState, evmRpcUrl: string) {
  // The repository's devnet by default; in production withRpc(mainnet, 'https://…') and the like (the presets
  // carry no RPC of their own).
  const evm = withRpc(localEvm, evmRpcUrl)
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
