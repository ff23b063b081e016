import { Buffer } from 'buffer'

;(globalThis as { Buffer?: typeof Buffer }).Buffer ??= Buffer

const received: unknown[] = []

/** Everything this window receives: window messages and every message on the frame's private port. */
function recordMessages() {
  window.addEventListener('message', (event) => received.push(event.data), true)
  const Original = window.MessageChannel
  window.MessageChannel = class extends Original {
    constructor() {
      super()
      this.port1.addEventListener('message', (event) => received.push(event.data))
    }
  }
}
recordMessages()

async function start() {
  const [{ createEvmAdapter }, { createSolanaAdapter }, core, { createEmbeddedWallet, watchEmbeddedWallet }] =
    await Promise.all([
      import('@walletport/adapter-evm'),
      import('@walletport/adapter-solana'),
      import('@walletport/core'),
      import('@walletport/embedded'),
    ])
  const params = new URLSearchParams(location.search)
  const evm = core.defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'EVM Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [params.get('evm') ?? 'http://127.0.0.1:8545'] } },
    testnet: true,
  })
  const solana = core.defineNetwork({
    id: 'localnet',
    chainNamespace: 'solana',
    name: 'Solana Local',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [params.get('solana') ?? 'http://127.0.0.1:8899'] } },
    testnet: true,
  })
  const networks = [evm, solana] as const
  const metadata = { name: 'Test Dapp', description: 'e2e', url: location.origin, icons: [] }
  const embedded = createEmbeddedWallet({
    frameUrl: params.get('frame') ?? 'http://localhost:8787',
    networks,
    metadata,
  })
  const client = core.createWalletPort({
    adapters: [
      createEvmAdapter({ networks: [evm], connectors: [embedded.forNamespace('eip155')] }),
      createSolanaAdapter({ networks: [solana], connectors: [embedded.forNamespace('solana')] }),
    ],
    networks: [...networks],
    metadata,
    features: { email: true },
  })
  watchEmbeddedWallet(client, embedded)
  if (params.get('modal') === '1') (await import('./modal.js')).renderModal(client)
  Object.assign(window, { dapp: { client, embedded, received, core } })
  document.getElementById('status')!.textContent = 'ready'
}

start().catch((error: unknown) => {
  document.getElementById('status')!.textContent = `failed: ${String(error)}`
})
