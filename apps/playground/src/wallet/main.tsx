import { localCosmos, localPolkadot, localSolana } from '@walletport/core/networks'
import { deriveEvmAccounts } from '@walletport/devnet/browser'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { devnetSolanaKeypair } from '../chains/injectSolanaTestWallet.js'
import { readDevnetEndpoints } from '../devnetEndpoints.js'
import { createWcWallet } from './createWcWallet.js'
import { WalletApp } from './WalletApp.js'
import '../playground.css'

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
const endpoints = readDevnetEndpoints(location.search, import.meta.env)
const [account] = deriveEvmAccounts(undefined, 1)

createWcWallet({
  relayUrl: endpoints.relayUrl,
  privateKey: account!.privateKey,
  rpcUrls: endpoints.evmRpcUrls,
  // The playground's Solana test wallet key (funded there), on the devnet's chain.
  solana: {
    keypair: devnetSolanaKeypair(),
    rpcUrls: { [localSolana.caipNetworkId]: endpoints.solanaRpcUrl },
  },
  // The devnet's funded Cosmos account, on its chain.
  cosmos: {
    chains: [
      {
        chainId: String(localCosmos.id),
        rpcUrl: endpoints.cosmosRpcUrl,
        bech32Prefix: String(localCosmos.custom?.bech32Prefix),
      },
    ],
  },
  // The Bitcoin test wallet's keys (its payment address is funded by the devnet), on regtest.
  bitcoin: { esploraUrl: endpoints.bitcoinEsploraUrl },
  // //Alice on the devnet's chopsticks chain (its reference is the genesis hash's first 32 hex characters).
  polkadot: { genesisHashes: [`0x${String(localPolkadot.id).padEnd(64, '45')}`] },
}).then(
  (wallet) =>
    createRoot(root).render(
      <StrictMode>
        <WalletApp
          wallet={wallet}
          initialUri={new URLSearchParams(location.search).get('uri') ?? undefined}
        />
      </StrictMode>,
    ),
  (error: unknown) => {
    root.textContent = `The wallet could not start on ${endpoints.relayUrl}: ${error instanceof Error ? error.message : String(error)}`
  },
)
