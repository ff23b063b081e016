import { defineNetwork, type Network } from '@walletport/core'
import { localCosmos } from '@walletport/core/networks'
import {
  type CosmosDevnet,
  type CosmosTestWallet,
  createCosmosTestWallet,
  injectCosmosTestWallet,
  pickFreePortsSync,
  startCosmosDevnet,
} from '@walletport/devnet'
import type { CosmosWindow } from '../src/types.js'

export interface CosmosFixture {
  nodes: [CosmosDevnet, CosmosDevnet]
  wallet: CosmosTestWallet
  /** An EventTarget carrying the test wallet as `keplr` (stands in for the page's window). */
  window: CosmosWindow
  stop(): Promise<void>
}

/**
 * Two fixture-backed nodes (no Cosmos SDK node runs here: see @walletport/devnet's startCosmosDevnet) on free
 * ports known before they start, and the devnet's Keplr-style wallet injected into an EventTarget. The second
 * chain uses another bech32 prefix and denom, so a switch changes the account's address.
 */
export function planCosmosFixture() {
  const ports = pickFreePortsSync(2)
  const urls = ports.map((port) => `http://127.0.0.1:${port}`)
  const networks = [
    defineNetwork({ ...localCosmos, rpcUrls: { default: { http: [urls[0]!] } } }),
    defineNetwork({
      id: 'walletport-local-2',
      chainNamespace: 'cosmos',
      name: 'Cosmos Local 2',
      nativeCurrency: { name: 'Osmo', symbol: 'OSMO', decimals: 6 },
      rpcUrls: { default: { http: [urls[1]!] } },
      testnet: true,
      custom: { bech32Prefix: 'osmo', denom: 'uosmo' },
    }),
  ] as [Network, Network]

  async function start({ walletChains = 2 }: { walletChains?: 1 | 2 } = {}): Promise<CosmosFixture> {
    const nodes = (await Promise.all(
      networks.map((network, i) =>
        startCosmosDevnet({
          port: ports[i],
          chainId: String(network.id),
          bech32Prefix: String(network.custom?.bech32Prefix),
          denom: String(network.custom?.denom),
        }),
      ),
    )) as [CosmosDevnet, CosmosDevnet]
    const window = new EventTarget() as CosmosWindow
    const wallet = await createCosmosTestWallet({
      chains: nodes
        .slice(0, walletChains)
        .map(({ chainId, rpcUrl, bech32Prefix }) => ({ chainId, rpcUrl, bech32Prefix })),
      eventTarget: window as unknown as EventTarget,
    })
    const remove = injectCosmosTestWallet(window, wallet)
    return {
      nodes,
      wallet,
      window,
      async stop() {
        remove()
        await Promise.all(nodes.map((node) => node.stop()))
      },
    }
  }

  return { networks, start }
}
