import type { OnrampAsset, OnrampProvider, OnrampStatus } from '../onramp/types.js'

export interface MemoryOnrampProviderOptions {
  id: string
  name?: string
  assets: readonly OnrampAsset[]
  /** Smallest units of the asset per fiat cent, the fee already kept. */
  rate: bigint
  /** The fee shown, in fiat. */
  fee?: string
  /** What its sessions report, one status read at a time; the last one repeats. */
  statuses?: readonly OnrampStatus[]
}

/**
 * A seller in memory behind the `OnrampProvider` interface, for tests and the gallery (the devnet's HTTP fixtures
 * are the real counterparts). Records what it quoted and the sessions it opened.
 */
export function createMemoryOnrampProvider(options: MemoryOnrampProviderOptions) {
  const { id, rate } = options
  const statuses = options.statuses ?? [{ status: 'done' }]
  const quoted: string[] = []
  const sessions: { address: string; fiatAmount: string }[] = []
  let reads = 0
  const provider: OnrampProvider = {
    id,
    name: options.name ?? id.toUpperCase(),
    getAssets: async () => options.assets,
    async getQuote(request) {
      quoted.push(request.fiatAmount)
      const cents = BigInt(Math.round(Number(request.fiatAmount) * 100))
      return { ...request, provider: id, fee: options.fee ?? '1.00', cryptoAmount: cents * rate }
    },
    async createSession({ quote, address }) {
      sessions.push({ address, fiatAmount: quote.fiatAmount })
      return { id: `${id}-${sessions.length}`, url: `https://${id}.test/checkout` }
    },
    getStatus: async () => statuses[Math.min(reads++, statuses.length - 1)]!,
  }
  return { provider, quoted, sessions }
}
