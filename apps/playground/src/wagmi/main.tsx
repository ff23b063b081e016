import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createEvmAdapter } from '@walletport/adapter-evm'
import { createWalletPort, type Network } from '@walletport/core'
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { WalletPortProvider } from '@walletport/ui-react'
import { createWagmiConfig } from '@walletport/wagmi'
import { createWalletConnectConnector, watchWalletConnect } from '@walletport/walletconnect'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { injectEvmTestWallet } from '../chains/injectEvmTestWallet.js'
import { withRpcUrl } from '../chains/withRpcUrl.js'
import { readDevnetEndpoints } from '../devnetEndpoints.js'
import { WagmiDemo } from './WagmiDemo.js'
import '../playground.css'

// A wagmi + viem app on WalletPort (the e2e drives it): WalletPort's modal connects, wagmi's hooks do the rest.
const endpoints = readDevnetEndpoints(location.search, import.meta.env)
injectEvmTestWallet(endpoints)
const networks: [Network, Network] = [
  withRpcUrl(localEvm, { http: endpoints.evmRpcUrls[31337] ?? 'http://127.0.0.1:8545' }),
  withRpcUrl(localEvm2, { http: endpoints.evmRpcUrls[31338] ?? 'http://127.0.0.1:8546' }),
]
const metadata = { name: 'WalletPort on wagmi', description: 'wagmi hooks', url: location.origin, icons: [] }
// WalletConnect on the devnet's relay: a phone wallet behind wagmi's hooks, as well as the injected one.
const walletConnect = createWalletConnectConnector({ networks, metadata, relayUrl: endpoints.relayUrl })
const client = createWalletPort({
  adapters: [createEvmAdapter({ networks, connectors: [walletConnect.forNamespace('eip155')] })],
  networks,
  metadata,
  endpoints: { relay: endpoints.relayUrl },
})
watchWalletConnect(client, walletConnect)
const config = createWagmiConfig({ client })
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('Missing #root element')
createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WalletPortProvider client={client}>
          <WagmiDemo token={endpoints.evmTokenAddress as `0x${string}`} />
        </WalletPortProvider>
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
