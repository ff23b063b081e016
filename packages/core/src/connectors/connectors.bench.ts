// Micro-benchmarks run by `npm run bench` (bench/lib/micro.ts), not by jest: merge, order and filter of 1,000
// connectors and wallets, each against a plain sort of the same data in the same process.
import type { ChainNamespace } from '../caip/types.js'
import { filterWallets } from './filterWallets.js'
import { mergeConnectors } from './mergeConnectors.js'
import { orderConnectors } from './orderConnectors.js'
import type { Connector } from './types.js'

const chains: ChainNamespace[] = ['eip155', 'solana', 'bip122', 'polkadot']
const types = ['ANNOUNCED', 'INJECTED', 'EXTERNAL'] as const

// 1,000 connectors: 250 wallet names, each found on up to four chains, a tenth of them installed.
const connectors: Connector[] = Array.from({ length: 1000 }, (_, i) => ({
  id: `wallet-${i % 250}-${chains[i % 4]}`,
  name: `Wallet ${i % 250}`,
  type: types[i % 3]!,
  chain: chains[Math.floor(i / 250)]!,
  explorerId: `explorer-${i % 250}`,
  info: { rdns: `com.wallet${i % 250}` },
  installed: i % 10 === 0,
}))
const ids = (step: number) => Array.from({ length: 20 }, (_, i) => `explorer-${(i * step) % 250}`)
const orderOptions = {
  enableWalletConnect: true,
  connectedViaWalletConnect: false,
  recentIds: ids(7),
  featuredWalletIds: ids(11),
  recommendedIds: ids(13),
}
const filterOptions = {
  isMobile: false,
  announced: connectors.slice(0, 50),
  recent: connectors.slice(50, 60),
  excludeWalletIds: ids(3),
}
const byName = (a: Connector, b: Connector) => a.name.localeCompare(b.name)

export const benchmarks = [
  {
    name: 'mergeConnectors, 1,000 connectors',
    run: () => mergeConnectors(connectors),
    baseline: { name: 'Array.sort by name, same 1,000', run: () => [...connectors].sort(byName) },
  },
  {
    name: 'orderConnectors, 1,000 connectors',
    run: () => orderConnectors(connectors, orderOptions),
    baseline: { name: 'Array.sort by name, same 1,000', run: () => [...connectors].sort(byName) },
  },
  {
    name: 'filterWallets, 1,000 wallets',
    run: () => filterWallets(connectors, filterOptions),
    baseline: { name: 'Array.sort by name, same 1,000', run: () => [...connectors].sort(byName) },
  },
]
