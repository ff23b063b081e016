import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEsploraApi } from './createEsploraApi.js'
import { loadBcoin } from './loadBcoin.js'

/** The devnet miner's key (hex); its p2wpkh address receives the block rewards and funds `fund()`. */
export const defaultBitcoinMinerKey = '5c64796093289beb137727ca77de95b9a3ca3581c8dab79b9b96629fc46b64f2'
const COINBASE_MATURITY = 100

export interface StartBitcoinNodeParameters {
  /** Esplora REST port; 0 (default) picks a free one. */
  port?: number
  host?: string
  /** Blocks mined to the miner at start (more than 100 gives spendable rewards); default 150. */
  initialBlocks?: number
  /** sat/vB answered by /fee-estimates while the node has no fee data; default 2. */
  fallbackFeeRate?: number
  minerKey?: string
  /** Mine a block every this many ms while the mempool holds transactions (a stand-in for the network's miners). */
  autoMineMs?: number
}

export interface BitcoinNode {
  /** Esplora-compatible REST base (no trailing slash), CORS open. */
  esploraUrl: string
  port: number
  minerAddress: string
  /** Mines `blocks` blocks (with the mempool's transactions) paying `address` (default the miner); block hashes. */
  mine(blocks: number, address?: string): Promise<string[]>
  /** Sends `sats` from the miner's mature coins to `address`; the txid (in the mempool until mine()). */
  fund(address: string, sats: number | bigint): Promise<string>
  /** Submits a raw transaction as POST /tx does; throws EsploraBroadcastError with the node's reason. */
  broadcast(hex: string): Promise<string>
  height(): number
  stop(): Promise<void>
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

/**
 * A bcoin 1.0.2 regtest full node, in memory, with Bitcoin Core's regtest address formats, blocks mined on demand,
 * and an Esplora-compatible REST API in front. Pure JS: no native add-on, no peer-to-peer port.
 */
export async function startBitcoinNode(parameters: StartBitcoinNodeParameters = {}): Promise<BitcoinNode> {
  const bcoin = await loadBcoin()
  const { host = '127.0.0.1', initialBlocks = 150, fallbackFeeRate = 2 } = parameters
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    'index-tx': true,
    'index-address': true,
    'log-level': 'none',
    listen: false,
  })
  await node.chain.open()
  await node.mempool.open()
  await node.miner.open()
  const ring = bcoin.KeyRing.fromPrivate(
    Buffer.from(parameters.minerKey ?? defaultBitcoinMinerKey, 'hex'),
    true,
  )
  ring.witness = true
  const minerAddress = ring.getAddress().toString('regtest')
  const api = createEsploraApi(bcoin, node, { fallbackFeeRate })
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run)
    queue = next.catch(() => undefined)
    return next
  }

  const mine = (blocks: number, address = minerAddress) =>
    serial(async () => {
      const payee = bcoin.Address.fromString(address, 'regtest')
      const hashes: string[] = []
      for (let i = 0; i < blocks; i++) {
        const entry = await node.chain.add(await node.miner.mineBlock(null, payee))
        if (!entry) throw new Error('bcoin refused a block it mined')
        hashes.push(entry.rhash())
      }
      return hashes
    })

  const fund = (address: string, sats: number | bigint) =>
    serial(async () => {
      const tip = node.chain.height
      const coins = (await node.getCoinsByAddress([ring.getAddress()])).filter(
        (coin) => coin.height >= 0 && (!coin.coinbase || tip - coin.height + 1 >= COINBASE_MATURITY),
      )
      const mtx = new bcoin.MTX()
      mtx.addOutput(bcoin.Address.fromString(address, 'regtest'), Number(sats))
      await mtx.fund(coins, { changeAddress: ring.getAddress(), rate: fallbackFeeRate * 1000 })
      mtx.sign(ring)
      return api.broadcast(mtx.toTX().toRaw().toString('hex'))
    })

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const headers = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, headers).end()
      return
    }
    readBody(request)
      .then((body) => serial(() => api.handle(request.method ?? 'GET', request.url ?? '/', body)))
      .then(({ status, body }) => {
        const json = typeof body !== 'string'
        response
          .writeHead(status, { ...headers, 'Content-Type': json ? 'application/json' : 'text/plain' })
          .end(json ? JSON.stringify(body) : body)
      })
      .catch((error: Error) => response.writeHead(500, headers).end(error.message))
  })
  try {
    await mine(initialBlocks)
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(parameters.port ?? 0, host, () => resolve())
    })
  } catch (error) {
    await node.miner.close().catch(() => undefined)
    await node.mempool.close().catch(() => undefined)
    await node.chain.close().catch(() => undefined)
    throw error
  }
  const { port } = server.address() as AddressInfo
  const autoMiner =
    parameters.autoMineMs === undefined
      ? undefined
      : setInterval(() => {
          if (node.mempool.map.size > 0) mine(1).catch(() => undefined)
        }, parameters.autoMineMs)
  let stopped: Promise<void> | undefined
  return {
    esploraUrl: `http://${host}:${port}`,
    port,
    minerAddress,
    mine,
    fund,
    broadcast: (hex) => serial(() => api.broadcast(hex)),
    height: () => node.chain.height,
    stop() {
      stopped ??= (async () => {
        clearInterval(autoMiner)
        server.closeAllConnections()
        await new Promise<void>((resolve) => server.close(() => resolve()))
        await serial(async () => {
          await node.miner.close()
          await node.mempool.close()
          await node.chain.close()
        })
      })()
      return stopped
    },
  }
}
