import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createEvmTxIndex, type EvmTxIndex } from './createEvmTxIndex.js'

export interface StartEvmIndexerParameters {
  /** Nodes to follow; an EvmNode fits. */
  chains: readonly { chainId: number; rpcUrl: string }[]
  /** 0 picks a free port. */
  port?: number
  host?: string
  maxBlocksPerCatchUp?: number
  maxTransactions?: number
}

export interface EvmIndexer {
  /** Base URL of the Etherscan-style endpoint, e.g. http://127.0.0.1:8547/api */
  apiUrl: string
  url: string
  port: number
  host: string
  chainIds: number[]
  stop(): Promise<void>
}

type EtherscanBody = { status: '0' | '1'; message: string; result: unknown }

// Etherscan caps page x offset at this window.
const resultWindow = 10_000
const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * Serves an Etherscan-compatible subset (`module=account&action=txlist`) for local nodes. Blocks are indexed lazily:
 * before each answer the index catches up to the node's head, so a mined transaction is always listed.
 * With several chains, `chainid` (Etherscan v2) selects one; with one chain it may be left out.
 */
export async function startEvmIndexer(parameters: StartEvmIndexerParameters): Promise<EvmIndexer> {
  const { port = 0, host = '127.0.0.1' } = parameters
  const indexes = new Map<number, EvmTxIndex>(
    parameters.chains.map((chain) => [
      chain.chainId,
      createEvmTxIndex({
        ...chain,
        maxBlocksPerCatchUp: parameters.maxBlocksPerCatchUp,
        maxTransactions: parameters.maxTransactions,
      }),
    ]),
  )

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') return send(response, 204)
    if (request.method !== 'GET') return send(response, 405, { error: 'Method not allowed' })
    if (url.pathname === '/' || url.pathname === '/health') {
      return send(response, 200, { chains: [...indexes.keys()] })
    }
    if (url.pathname !== '/api' && url.pathname !== '/v2/api')
      return send(response, 404, { error: 'Not found' })
    answer(url.searchParams, indexes).then(
      (body) => send(response, 200, body),
      (error: unknown) =>
        send(response, 200, { status: '0', message: 'NOTOK', result: `Error! ${(error as Error).message}` }),
    )
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const actualPort = (server.address() as AddressInfo).port
  const url = `http://${host}:${actualPort}`
  let stopping: Promise<void> | undefined
  return {
    url,
    apiUrl: `${url}/api`,
    port: actualPort,
    host,
    chainIds: [...indexes.keys()],
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopping
    },
  }
}

async function answer(params: URLSearchParams, indexes: Map<number, EvmTxIndex>): Promise<EtherscanBody> {
  const notOk = (result: string): EtherscanBody => ({ status: '0', message: 'NOTOK', result })
  const chainParam = params.get('chainid')
  const index =
    chainParam === null
      ? indexes.size === 1
        ? [...indexes.values()][0]
        : undefined
      : indexes.get(Number(chainParam))
  if (!index) {
    return notOk(`Missing or unsupported chainid parameter (supported: ${[...indexes.keys()].join(', ')})`)
  }
  if (params.get('module') !== 'account' || params.get('action') !== 'txlist') {
    return notOk('Error! Missing Or invalid Action name')
  }
  const address = params.get('address') ?? ''
  if (!addressPattern.test(address)) return notOk('Error! Invalid address format')
  const page = integerParam(params, 'page')
  const offset = integerParam(params, 'offset')
  if (page !== undefined && page < 1) return notOk('Error! Invalid page number')
  if ((page ?? 1) * (offset ?? 0) > resultWindow) {
    return notOk(
      `Result window is too large, PageNo x Offset size must be less than or equal to ${resultWindow}`,
    )
  }
  const sort = params.get('sort') === 'desc' ? 'desc' : 'asc'
  await index.catchUp()
  const result = index.list({
    address,
    startBlock: integerParam(params, 'startblock'),
    endBlock: integerParam(params, 'endblock'),
    page,
    offset: offset === 0 ? undefined : offset,
    sort,
  })
  if (result.length === 0) return { status: '0', message: 'No transactions found', result: [] }
  return { status: '1', message: 'OK', result }
}

function integerParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)
  if (raw === null || raw === '') return undefined
  const value = Number(raw)
  return Number.isSafeInteger(value) ? value : undefined
}

function send(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, OPTIONS',
    'access-control-allow-headers': '*',
    'content-type': 'application/json',
  })
  response.end(body === undefined ? undefined : JSON.stringify(body))
}
