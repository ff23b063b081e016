import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ApiPromise } from '@polkadot/api'
import { decodeAddress } from '@polkadot/util-crypto'
import { createPolkadotTransferIndex, type PolkadotTransferRecord } from './createPolkadotTransferIndex.js'
import { toSubscanTransfer } from './toSubscanTransfer.js'

export interface StartPolkadotIndexerParameters {
  /** The node's WebSocket RPC. */
  wsUrl: string
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
}

export interface PolkadotIndexer {
  /** Base URL of the Subscan-compatible API, e.g. http://127.0.0.1:8001 (POST /api/v2/scan/transfers). */
  apiUrl: string
  port: number
  host: string
  /** Every transfer indexed so far (after catching up with the chain). */
  transfers(): Promise<readonly PolkadotTransferRecord[]>
  stop(): Promise<void>
}

/** Subscan's page-size bounds for `row`. */
const MAX_ROW = 100
const TRANSFER_PATHS = new Set(['/api/v2/scan/transfers', '/api/scan/transfers'])

interface SubscanBody {
  code: number
  message: string
  generated_at: number
  data?: unknown
}

function reply(code: number, message: string, data?: unknown): SubscanBody {
  return {
    code,
    message,
    generated_at: Math.floor(Date.now() / 1000),
    ...(data === undefined ? {} : { data }),
  }
}

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))
      } catch {
        reject(new Error('The body is not JSON'))
      }
    })
    request.on('error', reject)
  })
}

/**
 * Serves a Subscan-compatible subset for the devnet chain: `POST /api/v2/scan/transfers` with `{ address, row,
 * page, direction? }` (page from 0, row 1–100) answers `{ code: 0, message: 'Success', data: { count, transfers } }`,
 * newest first. Blocks are indexed lazily through @polkadot/api: each answer first catches up to the head.
 */
export async function startPolkadotIndexer(
  parameters: StartPolkadotIndexerParameters,
): Promise<PolkadotIndexer> {
  const { ApiPromise, WsProvider } = await import('@polkadot/api')
  const api: ApiPromise = await ApiPromise.create({
    provider: new WsProvider(parameters.wsUrl),
    noInitWarn: true,
  })
  const index = createPolkadotTransferIndex(api)
  const decimals = api.registry.chainDecimals[0] ?? 12
  const symbol = api.registry.chainTokens[0] ?? 'UNIT'

  async function answer(body: unknown): Promise<SubscanBody> {
    const { address, row = 10, page = 0, direction = 'all' } = (body ?? {}) as Record<string, unknown>
    if (typeof address !== 'string') return reply(400, 'Invalid params: address is required')
    try {
      decodeAddress(address)
    } catch {
      return reply(400, `Invalid params: ${address} is not an SS58 address`)
    }
    if (!Number.isInteger(row) || (row as number) < 1 || (row as number) > MAX_ROW) {
      return reply(400, `Invalid params: row must be an integer from 1 to ${MAX_ROW}`)
    }
    if (!Number.isInteger(page) || (page as number) < 0)
      return reply(400, 'Invalid params: page must be 0 or more')
    if (!['all', 'sent', 'received'].includes(direction as string)) {
      return reply(400, "Invalid params: direction must be 'all', 'sent' or 'received'")
    }
    await index.catchUp()
    const key = decodeAddress(address)
    const matches = index.list(address).filter((record) => {
      if (direction === 'all') return true
      const sent = decodeAddress(record.from).every((byte, i) => byte === key[i])
      return direction === 'sent' ? sent : !sent
    })
    const start = (page as number) * (row as number)
    const transfers = matches
      .slice(start, start + (row as number))
      .map((record) => toSubscanTransfer(record, { decimals, symbol }))
    return reply(0, 'Success', { count: matches.length, transfers: transfers.length > 0 ? transfers : null })
  }

  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') return send(response, 204)
    if (pathname === '/' || pathname === '/health') return send(response, 200, { chain: 'polkadot devnet' })
    if (!TRANSFER_PATHS.has(pathname)) return send(response, 404, reply(404, 'Not found'))
    if (request.method !== 'POST')
      return send(response, 405, reply(405, 'Method not allowed: POST a JSON body'))
    readJson(request)
      .then(answer)
      .then(
        (body) => send(response, body.code === 0 ? 200 : 400, body),
        (error: unknown) => send(response, 500, reply(500, (error as Error).message)),
      )
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, parameters.host ?? '127.0.0.1', () => resolve())
  }).catch(async (error: unknown) => {
    await api.disconnect()
    throw error
  })
  const host = parameters.host ?? '127.0.0.1'
  const port = (server.address() as AddressInfo).port
  let stopping: Promise<void> | undefined
  return {
    apiUrl: `http://${host}:${port}`,
    port,
    host,
    async transfers() {
      await index.catchUp()
      return index.records()
    },
    stop() {
      stopping ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await api.disconnect()
      })()
      return stopping
    },
  }
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-api-key',
    'content-type': 'application/json',
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}
