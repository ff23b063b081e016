// Micro-benchmark run by `npm run bench` (bench/lib/micro.ts), not by jest: wallet search over the bundled
// directory, against a plain case-insensitive filter of the same list in the same process.
import { walletDirectory } from './directory.js'
import { searchWallets } from './searchWallets.js'

const queries = ['meta', 'coin base', 'wallet', 'x', 'io.rabby', 'zzz']
const plainFilter = (query: string) => walletDirectory.filter((w) => w.name.toLowerCase().includes(query))

export const benchmarks = [
  {
    name: `searchWallets, ${walletDirectory.length} directory wallets × ${queries.length} queries`,
    run: () => queries.map((query) => searchWallets(walletDirectory, query)),
    baseline: {
      name: 'Array.filter by name, same list and queries',
      run: () => queries.map((query) => plainFilter(query)),
    },
  },
]
