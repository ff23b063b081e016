import type { Bcoin, BcoinFullNode, BcoinMeta } from './loadBcoin.js'
import { type EsploraTx, toEsploraStatus, toEsploraTx } from './toEsploraTx.js'

/** Esplora pages confirmed address transactions 25 at a time. */
export const ESPLORA_PAGE_SIZE = 25
const FEE_TARGETS = [1, 2, 3, 4, 5, 6, 10, 20, 25, 144, 504, 1008]
const BROADCAST_POLL_MS = 2_000

export interface EsploraResponse {
  status: number
  body: unknown
}

/** A broadcast the node refused; `message` is bitcoind's sendrawtransaction error, as Esplora forwards it. */
export class EsploraBroadcastError extends Error {
  override name = 'EsploraBroadcastError'
  readonly code: number
  constructor(code: number, reason: string) {
    super(`sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`)
    this.code = code
  }
}

export interface EsploraApi {
  handle(method: string, path: string, body: string): Promise<EsploraResponse>
  broadcast(hex: string): Promise<string>
}

interface AddressStats {
  funded_txo_count: number
  funded_txo_sum: number
  spent_txo_count: number
  spent_txo_sum: number
  tx_count: number
}

const emptyStats = (): AddressStats => ({
  funded_txo_count: 0,
  funded_txo_sum: 0,
  spent_txo_count: 0,
  spent_txo_sum: 0,
  tx_count: 0,
})

/** bcoin keys transactions by their hash in internal byte order, the reverse of the displayed txid. */
const toInternalHash = (txid: string) => txid.match(/../g)!.reverse().join('')

const newestFirst = (a: BcoinMeta, b: BcoinMeta) =>
  a.height < 0 || b.height < 0
    ? b.height - a.height || b.mtime - a.mtime
    : b.height - a.height || b.index - a.index

/**
 * The Esplora REST subset a wallet SDK uses, answered from a bcoin node: address summary, UTXOs, transactions
 * (paged like Esplora), transaction, status, hex, tip height, fee estimates and broadcast.
 */
export function createEsploraApi(
  bcoin: Bcoin,
  node: BcoinFullNode,
  { fallbackFeeRate }: { fallbackFeeRate: number },
): EsploraApi {
  const parseAddress = (address: string) => {
    try {
      return bcoin.Address.fromString(address, 'regtest')
    } catch {
      return undefined
    }
  }

  async function describe(meta: BcoinMeta): Promise<EsploraTx> {
    const view = await node.getMetaView(meta)
    const entry = meta.height >= 0 ? await node.chain.getEntry(meta.height) : null
    return toEsploraTx(meta, view, entry)
  }

  async function addressTxs(address: string): Promise<EsploraTx[]> {
    const parsed = parseAddress(address)
    if (!parsed) return []
    const metas = await node.getMetaByAddress([parsed])
    return Promise.all([...metas].sort(newestFirst).map(describe))
  }

  async function broadcast(hex: string): Promise<string> {
    let tx: ReturnType<Bcoin['TX']['fromRaw']>
    try {
      if (!/^([0-9a-fA-F]{2})+$/.test(hex.trim())) throw new Error('not hex')
      tx = bcoin.TX.fromRaw(Buffer.from(hex.trim(), 'hex'))
    } catch {
      throw new EsploraBroadcastError(-22, 'TX decode failed')
    }
    let spent = 0
    for (const input of tx.inputs) {
      const coin = await node.getCoin(input.prevout.hash, input.prevout.index)
      if (!coin) throw new EsploraBroadcastError(-25, 'bad-txns-inputs-missingorspent')
      spent += coin.value
    }
    // Bitcoin Core's relay floor; bcoin 1.0.2 would still let old coins through as priority "free" transactions.
    const fee = spent - tx.outputs.reduce((sum, output) => sum + output.value, 0)
    const minFee = Math.ceil((tx.getVirtualSize() * node.mempool.options.minRelay) / 1000)
    if (fee >= 0 && fee < minFee) {
      throw new EsploraBroadcastError(-26, `min relay fee not met, ${fee} < ${minFee}`)
    }
    try {
      await node.mempool.addTX(tx)
    } catch (error) {
      const reason = (error as { reason?: string }).reason ?? (error as Error).message
      throw new EsploraBroadcastError(-26, reason)
    }
    // Acceptance can trail addTX (orphans, locks): answer only once the mempool holds it.
    const deadline = Date.now() + BROADCAST_POLL_MS
    while (!node.mempool.hasEntry(tx.hash('hex'))) {
      if (Date.now() > deadline)
        throw new EsploraBroadcastError(-25, 'transaction not accepted to the mempool')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return tx.txid()
  }

  async function route(method: string, path: string, body: string): Promise<EsploraResponse> {
    const parts = path.split('?')[0]!.split('/').filter(Boolean)
    const [head, id, sub, ...rest] = parts
    if (method === 'POST' && head === 'tx' && parts.length === 1) {
      return { status: 200, body: await broadcast(body) }
    }
    if (method !== 'GET') return { status: 405, body: 'Method not allowed' }
    if (head === 'blocks' && id === 'tip' && sub === 'height' && rest.length === 0) {
      return { status: 200, body: String(node.chain.height) }
    }
    if (head === 'blocks' && id === 'tip' && sub === 'hash' && rest.length === 0) {
      return { status: 200, body: node.chain.tip.rhash() }
    }
    if (head === 'fee-estimates' && parts.length === 1) {
      return {
        status: 200,
        body: Object.fromEntries(
          FEE_TARGETS.map((target) => {
            let perKb = 0
            try {
              perKb = node.fees.estimateFee(target, true)
            } catch {
              // bcoin refuses targets beyond the blocks it tracks.
            }
            return [String(target), perKb > 0 ? perKb / 1000 : fallbackFeeRate]
          }),
        ),
      }
    }
    if (head === 'tx' && id && /^[0-9a-f]{64}$/.test(id)) {
      const meta = await node.getMeta(toInternalHash(id))
      if (!meta) return { status: 404, body: 'Transaction not found' }
      if (sub === undefined) return { status: 200, body: await describe(meta) }
      if (sub === 'hex' && rest.length === 0) return { status: 200, body: meta.tx.toRaw().toString('hex') }
      if (sub === 'status' && rest.length === 0) {
        const entry = meta.height >= 0 ? await node.chain.getEntry(meta.height) : null
        return { status: 200, body: toEsploraStatus(meta, entry) }
      }
    }
    if (head === 'address' && id) {
      const parsed = parseAddress(id)
      if (!parsed) return { status: 400, body: `Invalid Bitcoin address ${id}` }
      if (sub === undefined) {
        const chain_stats = emptyStats()
        const mempool_stats = emptyStats()
        for (const tx of await addressTxs(id)) {
          const stats = tx.status.confirmed ? chain_stats : mempool_stats
          stats.tx_count++
          for (const output of tx.vout) {
            if (output.scriptpubkey_address !== id) continue
            stats.funded_txo_count++
            stats.funded_txo_sum += output.value
          }
          for (const input of tx.vin) {
            if (input.prevout?.scriptpubkey_address !== id) continue
            stats.spent_txo_count++
            stats.spent_txo_sum += input.prevout.value
          }
        }
        return { status: 200, body: { address: id, chain_stats, mempool_stats } }
      }
      if (sub === 'utxo' && rest.length === 0) {
        const coins = await node.getCoinsByAddress([parsed])
        const utxos = await Promise.all(
          coins.map(async (coin) => {
            const entry = coin.height >= 0 ? await node.chain.getEntry(coin.height) : null
            return {
              txid: coin.txid(),
              vout: coin.index,
              status: entry
                ? {
                    confirmed: true,
                    block_height: coin.height,
                    block_hash: entry.rhash(),
                    block_time: entry.time,
                  }
                : { confirmed: false },
              value: coin.value,
            }
          }),
        )
        return { status: 200, body: utxos }
      }
      if (sub === 'txs') {
        const txs = await addressTxs(id)
        const confirmed = txs.filter((tx) => tx.status.confirmed)
        if (rest.length === 0 && parts.length === 3) {
          const mempool = txs.filter((tx) => !tx.status.confirmed).slice(0, 50)
          return { status: 200, body: [...mempool, ...confirmed.slice(0, ESPLORA_PAGE_SIZE)] }
        }
        if (rest[0] === 'chain' && rest.length <= 2) {
          const lastSeen = rest[1]
          const start = lastSeen ? confirmed.findIndex((tx) => tx.txid === lastSeen) + 1 : 0
          if (lastSeen && start === 0) return { status: 200, body: [] }
          return { status: 200, body: confirmed.slice(start, start + ESPLORA_PAGE_SIZE) }
        }
        if (rest[0] === 'mempool' && rest.length === 1) {
          return { status: 200, body: txs.filter((tx) => !tx.status.confirmed) }
        }
      }
    }
    return { status: 404, body: 'Not found' }
  }

  return {
    broadcast,
    async handle(method, path, body) {
      try {
        return await route(method, path, body)
      } catch (error) {
        if (error instanceof EsploraBroadcastError) return { status: 400, body: error.message }
        return { status: 500, body: (error as Error).message }
      }
    },
  }
}
