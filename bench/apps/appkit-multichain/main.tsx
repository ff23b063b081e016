// Reown AppKit with its EVM (ethers), Solana and Bitcoin adapters, as its multichain docs set it up: the rivals'
// counterpart of walletport-full. EVM on the devnet chain, Solana on a local validator's URL (as walletport-full's
// localSolana), Bitcoin on AppKit's own network definition; the projectId is a dummy. @reown/appkit-adapter-bitcoin
// has no 1.8.24: 1.8.23 is installed with its @reown/* dependencies overridden to 1.8.24 (bench/package.json), so
// the page holds one AppKit.
import { BitcoinAdapter } from '@reown/appkit-adapter-bitcoin'
import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { SolanaAdapter } from '@reown/appkit-adapter-solana/react'
import { bitcoin, defineChain, solanaDevnet } from '@reown/appkit/networks'
import { createAppKit } from '@reown/appkit/react'
import { createRoot } from 'react-dom/client'
import { benchConfig } from '../shared/benchConfig'

const projectId = '00000000000000000000000000000000'

const local = defineChain({
  id: benchConfig.chainId,
  caipNetworkId: `eip155:${benchConfig.chainId}`,
  chainNamespace: 'eip155',
  name: 'EVM Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [benchConfig.rpcUrl] } },
})

const solanaLocal = defineChain({
  ...solanaDevnet,
  name: 'Solana Local',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
})

createAppKit({
  adapters: [new EthersAdapter(), new SolanaAdapter(), new BitcoinAdapter({ projectId })],
  networks: [local, solanaLocal, bitcoin],
  projectId,
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
