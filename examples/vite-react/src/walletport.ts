import { createBitcoinAdapter } from '@walletport/adapter-bitcoin'
import { createCosmosAdapter } from '@walletport/adapter-cosmos'
import { createEvmAdapter } from '@walletport/adapter-evm'
import { createPolkadotAdapter } from '@walletport/adapter-polkadot'
import { createSolanaAdapter } from '@walletport/adapter-solana'
import { createWalletPort } from '@walletport/core'
import { bitcoin, cosmos, evm, polkadot, solana } from './networks.js'

// Five chains, one client. Each adapter discovers the wallets in the page (EIP-6963, Wallet Standard,
// injectedWeb3, Keplr-style) and loads its chain library only when first used.
export const client = createWalletPort({
  adapters: [
    createEvmAdapter({ networks: [evm] }),
    createSolanaAdapter({ networks: [solana] }),
    createPolkadotAdapter({ networks: [polkadot], appName: 'WalletPort on Vite' }),
    createBitcoinAdapter({ networks: [bitcoin] }),
    createCosmosAdapter({ networks: [cosmos] }),
  ],
  networks: [evm, solana, polkadot, bitcoin, cosmos],
  metadata: {
    name: 'WalletPort on Vite',
    description: 'Five chains, one modal',
    url: location.origin,
    icons: [],
  },
})
