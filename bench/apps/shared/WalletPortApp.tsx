// The WalletPort apps: a ConnectButton that opens the modal, on the devnet's EVM chain.
import { createEvmAdapter } from '@walletport/adapter-evm'
import { type ChainAdapter, createWalletPort, defineNetwork, type Network } from '@walletport/core'
import { ConnectButton, WalletPortProvider } from '@walletport/ui-react'
import { createRoot } from 'react-dom/client'
import { benchConfig } from './benchConfig'

export const benchEvmNetwork = defineNetwork({
  id: benchConfig.chainId,
  chainNamespace: 'eip155',
  name: 'EVM Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [benchConfig.rpcUrl] } },
  testnet: true,
})

export function mountWalletPort(more: { adapters: ChainAdapter[]; networks: Network[] } = { adapters: [], networks: [] }) {
  const client = createWalletPort({
    adapters: [createEvmAdapter({ networks: [benchEvmNetwork] }), ...more.adapters],
    networks: [benchEvmNetwork, ...more.networks],
    metadata: { name: 'bench', description: 'bench', url: location.origin, icons: [] },
  })
  createRoot(document.getElementById('root')!).render(
    <WalletPortProvider client={client}>
      <main>
        <ConnectButton />
      </main>
    </WalletPortProvider>,
  )
}
