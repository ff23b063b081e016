import { defineNetwork, type Network } from '@walletport/core'
import {
  announceEvmTestWallet,
  createEvmTestWallet,
  type EvmNode,
  type EvmTestWallet,
  pickFreePortsSync,
  startEvmNode,
} from '@walletport/devnet'

export const CHAIN_IDS = [31337, 31338] as const

export function localNetwork(
  chainId: number,
  rpcUrl: string,
  extra: Partial<Parameters<typeof defineNetwork>[0]> = {},
): Network {
  return defineNetwork({
    id: chainId,
    chainNamespace: 'eip155',
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
    ...extra,
  })
}

export interface EvmFixture {
  nodes: [EvmNode, EvmNode]
  wallet: EvmTestWallet
  /** The EventTarget the wallet announces itself on (stands in for `window`). */
  window: EventTarget
  stop(): Promise<void>
}

/**
 * The two networks a fixture will serve, known before the nodes start (see pickFreePortsSync), and `start`, which
 * starts two anvil nodes there and the devnet test wallet announced over EIP-6963 into an EventTarget.
 */
export function planEvmFixture() {
  const ports = pickFreePortsSync(2)
  const urls = ports.map((port) => `http://127.0.0.1:${port}`)
  const networks = CHAIN_IDS.map((chainId, i) => localNetwork(chainId, urls[i]!)) as [Network, Network]

  async function start({ walletChains = 2 }: { walletChains?: 1 | 2 } = {}): Promise<EvmFixture> {
    const [a, b] = await Promise.all(CHAIN_IDS.map((chainId, i) => startEvmNode({ port: ports[i], chainId })))
    const wallet = createEvmTestWallet({
      accounts: a!.accounts.slice(0, 1),
      rpcUrls: Object.fromEntries(CHAIN_IDS.slice(0, walletChains).map((chainId, i) => [chainId, urls[i]!])),
      chainId: CHAIN_IDS[0],
    })
    const window = new EventTarget()
    const unannounce = announceEvmTestWallet(wallet, { window })
    return {
      nodes: [a!, b!],
      wallet,
      window,
      async stop() {
        unannounce()
        await Promise.all([a!.stop(), b!.stop()])
      },
    }
  }
  return { networks, start }
}
