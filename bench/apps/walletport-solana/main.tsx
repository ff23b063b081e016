// Solana only (issue 37): core + ui-react + adapter-solana, a ConnectButton, on the devnet's Solana network. Wallet
// Standard discovery only before the first click; @solana/web3.js loads when a wallet is chosen.
import { createSolanaAdapter } from '@walletport/adapter-solana'
import { createWalletPort } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import { ConnectButton, WalletPortProvider } from '@walletport/ui-react'
import { createRoot } from 'react-dom/client'

const client = createWalletPort({
  adapters: [createSolanaAdapter({ networks: [localSolana] })],
  networks: [localSolana],
  metadata: { name: 'bench', description: 'bench', url: location.origin, icons: [] },
})

createRoot(document.getElementById('root')!).render(
  <WalletPortProvider client={client}>
    <main>
      <ConnectButton />
    </main>
  </WalletPortProvider>,
)
