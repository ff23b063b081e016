import { defineNetwork, type Network } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import {
  createSolanaTestWallet,
  registerStandardWallet,
  type SolanaDevnet,
  type SolanaTestWallet,
  startSolanaDevnet,
} from '@walletport/devnet'
import { pickFreePortPairsSync } from './pickFreePortPairsSync.js'

function localNetwork(port: number, extra: { id: string; name: string; cluster: string }): Network {
  return defineNetwork({
    id: extra.id,
    chainNamespace: 'solana',
    name: extra.name,
    nativeCurrency: localSolana.nativeCurrency,
    rpcUrls: { default: { http: [`http://127.0.0.1:${port}`], webSocket: [`ws://127.0.0.1:${port + 1}`] } },
    testnet: true,
    custom: { cluster: extra.cluster },
  })
}

export interface SolanaFixture {
  devnets: [SolanaDevnet, SolanaDevnet]
  wallet: SolanaTestWallet
  /** The EventTarget the wallet registers on (stands in for `window`). */
  window: EventTarget
  stop(): Promise<void>
}

/**
 * Two local chains known before they start: `solana:localnet` (the devnet's network), and a second one the test
 * wallet serves as its `solana:devnet` chain, so that switching clusters runs against two real runtimes. `start`
 * starts both and registers the devnet test wallet on an EventTarget.
 */
export function planSolanaFixture() {
  const ports = pickFreePortPairsSync(2) as [number, number]
  const networks: [Network, Network] = [
    localNetwork(ports[0], { id: 'localnet', name: 'Solana Local', cluster: 'localnet' }),
    localNetwork(ports[1], { id: 'localnet-b', name: 'Solana Local B', cluster: 'devnet' }),
  ]

  async function start({ register = true }: { register?: boolean } = {}): Promise<SolanaFixture> {
    const devnets = (await Promise.all(ports.map((port) => startSolanaDevnet({ port })))) as [
      SolanaDevnet,
      SolanaDevnet,
    ]
    const wallet = createSolanaTestWallet({
      rpcUrls: { 'solana:localnet': devnets[0].rpcUrl, 'solana:devnet': devnets[1].rpcUrl },
    })
    const window = new EventTarget()
    const unregister = register ? registerStandardWallet(wallet.wallet, window) : () => {}
    return {
      devnets,
      wallet,
      window,
      async stop() {
        unregister()
        await Promise.all(devnets.map((devnet) => devnet.stop()))
      },
    }
  }

  return { networks, start }
}
