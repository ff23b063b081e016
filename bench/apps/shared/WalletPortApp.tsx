// The WalletPort apps: a ConnectButton that opens the modal, on the devnet's EVM chain.
import { createEvmAdapter, type EvmConnectorSource } from '@walletport/adapter-evm'
import {
  type ChainAdapter,
  createWalletPort,
  defineNetwork,
  type Network,
  type WalletPortClient,
} from '@walletport/core'
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

export const benchMetadata = { name: 'bench', description: 'bench', url: location.origin, icons: [] }

export function mountWalletPort(
  more: { adapters: ChainAdapter[]; networks: Network[] } = { adapters: [], networks: [] },
  /** More EVM connector sources (WalletConnect's), and a hook on the client once created. */
  extra: { evmConnectors?: EvmConnectorSource[]; onClient?(client: WalletPortClient): void } = {},
) {
  const client = createWalletPort({
    adapters: [
      createEvmAdapter({ networks: [benchEvmNetwork], connectors: extra.evmConnectors ?? [] }),
      ...more.adapters,
    ],
    networks: [benchEvmNetwork, ...more.networks],
    metadata: benchMetadata,
    ...(extra.evmConnectors ? { endpoints: { relay: 'ws://127.0.0.1:8555' } } : {}),
  })
  extra.onClient?.(client)
  createRoot(document.getElementById('root')!).render(
    <WalletPortProvider client={client}>
      <main>
        <ConnectButton />
      </main>
    </WalletPortProvider>,
  )
}
