// Every landed adapter with WalletConnect (every namespace) and the embedded (email) wallet on: what a dapp that
// offers all of WalletPort ships. WalletConnect's SDK and the embedded frame client load only when chosen.
import { createEmbeddedWallet, watchEmbeddedWallet } from '@walletport/embedded'
import { createWalletConnectConnector, watchWalletConnect } from '@walletport/walletconnect'
import { landedAdapters, landedNetworks } from 'virtual:landed-adapters'
import { benchEvmNetwork, benchMetadata, mountWalletPort } from '../shared/WalletPortApp'

const networks = [benchEvmNetwork, ...landedNetworks]
const walletConnect = createWalletConnectConnector({ networks, metadata: benchMetadata })
const embedded = createEmbeddedWallet({ frameUrl: 'http://localhost:8787', networks, metadata: benchMetadata })
// biome-ignore lint/suspicious/noExplicitAny: each namespace takes its own source type
const forNamespace = (namespace: string): any[] => [
  walletConnect.forNamespace(namespace as 'eip155'),
  ...(namespace === 'solana' ? [embedded.forNamespace('solana')] : []),
]

mountWalletPort(landedAdapters(forNamespace), {
  evmConnectors: [walletConnect.forNamespace('eip155'), embedded.forNamespace('eip155')],
  onClient: (client) => {
    watchWalletConnect(client, walletConnect)
    watchEmbeddedWallet(client, embedded)
  },
})
