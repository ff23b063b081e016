// RainbowKit with wagmi and viem, as its docs set it up, on the devnet chain; the projectId is a dummy.
import '@rainbow-me/rainbowkit/styles.css'
import { ConnectButton, getDefaultConfig, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { defineChain } from 'viem'
import { WagmiProvider } from 'wagmi'
import { benchConfig } from '../shared/benchConfig'

const local = defineChain({
  id: benchConfig.chainId,
  name: 'EVM Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [benchConfig.rpcUrl] } },
})

const config = getDefaultConfig({
  appName: 'bench',
  projectId: '00000000000000000000000000000000',
  chains: [local],
})
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <RainbowKitProvider>
        <main>
          <ConnectButton />
        </main>
      </RainbowKitProvider>
    </QueryClientProvider>
  </WagmiProvider>,
)
