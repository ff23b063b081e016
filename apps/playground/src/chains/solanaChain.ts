import { createSolanaAdapter } from '@walletport/adapter-solana'
import { mobileWalletAdapter } from '@walletport/adapter-solana/mobile'
import { localSolana } from '@walletport/core/networks'
import { injectSolanaTestWallet } from './injectSolanaTestWallet.js'
import type { ChainEntry } from './types.js'
import { withRpcUrl } from './withRpcUrl.js'

export const solanaChain: ChainEntry = {
  id: 'solana',
  label: 'Solana (litesvm)',
  networks: ({ solanaRpcUrl, solanaWsUrl }) => [
    withRpcUrl(localSolana, { http: solanaRpcUrl, webSocket: solanaWsUrl }),
  ],
  createAdapter: ({ networks, walletConnect, embedded }) =>
    createSolanaAdapter({
      networks,
      connectors: [
        // Android Chrome only: the phone's Mobile Wallet Adapter wallet apps.
        mobileWalletAdapter({ networks }),
        ...(walletConnect ? [walletConnect.forNamespace('solana')] : []),
        ...(embedded ? [embedded.forNamespace('solana')] : []),
      ],
    }),
  injectTestWallet: injectSolanaTestWallet,
}
