// Reown AppKit with its ethers adapter, as its docs set it up, on the devnet chain; the projectId is a dummy.
import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { defineChain } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { createRoot } from 'react-dom/client'
import { benchConfig } from '../shared/benchConfig'

const local = defineChain({
  id: benchConfig.chainId,
  caipNetworkId: `eip155:${benchConfig.chainId}`,
  chainNamespace: 'eip155',
  name: 'EVM Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [benchConfig.rpcUrl] } },
})

createAppKit({
  adapters: [new EthersAdapter()],
  networks: [local],
  projectId: '00000000000000000000000000000000',
  metadata: { name: 'bench', description: 'bench', url: location.origin, icons: [] },
})

declare global {
  namespace JSX {
    interface IntrinsicElements {
      'appkit-button': Record<string, unknown>
    }
  }
}

createRoot(document.getElementById('root')!).render(
  <main>
    <appkit-button />
  </main>,
)
