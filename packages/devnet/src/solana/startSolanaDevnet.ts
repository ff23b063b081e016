import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { WebSocketServer } from 'ws'
import { getFreePort } from '../utils/getFreePort.js'
import { isPortFree } from '../utils/isPortFree.js'
import { createSvmChain, type SvmChain, type SvmTransactionRecord } from './createSvmChain.js'
import { handleSvmRpc } from './handleSvmRpc.js'
import { watchSvmSubscriptions } from './watchSvmSubscriptions.js'

export interface StartSolanaDevnetParameters {
  /** HTTP JSON-RPC port; the WebSocket listens on port + 1. 0 (the default) picks a free pair. */
  port?: number
  host?: string
}

export interface SolanaDevnet {
  rpcUrl: string
  wsUrl: string
  host: string
  port: number
  wsPort: number
  /** The chain's genesis hash (random per start: there is no real genesis). */
  genesisHash: string
  chain: SvmChain
  /** A real faucet transfer of `lamports` to `address`; returns its signature once it has landed. */
  airdrop(address: string, lamports: bigint): string
  /** Every landed transaction, oldest first. */
  transactions(): SvmTransactionRecord[]
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 5 * 1024 * 1024

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) request.destroy(new Error('request body too large'))
      else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}

function writeJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function serveHttp(chain: SvmChain, request: IncomingMessage, response: ServerResponse) {
  // Pages on other origins (the playground) call the RPC directly, as they would a public cluster.
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', '*')
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  if (request.method === 'OPTIONS') return void response.writeHead(204).end()
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200).end('ok')
  if (request.method !== 'POST') return void response.writeHead(405).end()
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch {
    return writeJson(response, 200, {
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
  }
  const answer = handleSvmRpc(chain, body)
  if (answer === undefined) return void response.writeHead(204).end()
  writeJson(response, 200, answer)
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Code 1000 tells web3.js's socket client not to reconnect (it retries forever after any other close). */
async function closeSockets(wss: WebSocketServer, graceMs = 500): Promise<void> {
  const sockets = [...wss.clients]
  const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)))
  for (const socket of sockets) socket.close(1000, 'devnet stopped')
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs).unref())
  await Promise.race([Promise.all(closed), timer])
  for (const socket of wss.clients) socket.terminate()
}

async function pickPortPair(host: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await getFreePort(host)
    if (port < 65_535 && (await isPortFree(port + 1, host))) return port
  }
  throw new Error(`Found no two free consecutive ports on ${host}`)
}

/**
 * A Solana test validator stand-in for tests and the playground (a fixture, not a node): the real SVM runtime
 * (litesvm) behind a JSON-RPC server on `port` and the PubSub WebSocket on `port + 1`, as solana-test-validator
 * lays them out, so unmodified @solana/web3.js talks to it. See `svmRpcMethods` for what it answers.
 */
export async function startSolanaDevnet(parameters: StartSolanaDevnetParameters = {}): Promise<SolanaDevnet> {
  const host = parameters.host ?? '127.0.0.1'
  const pick = (parameters.port ?? 0) === 0
  const chain = createSvmChain()
  for (let attempt = 1; ; attempt++) {
    const port = pick ? await pickPortPair(host) : parameters.port!
    const http = createServer((request, response) => {
      serveHttp(chain, request, response).catch((error: unknown) => {
        if (!response.headersSent) writeJson(response, 500, { error: String(error) })
      })
    })
    const wsHttp = createServer((_, response) => void response.writeHead(426).end())
    const wss = new WebSocketServer({ server: wsHttp })
    let subscriptionIds = 0
    wss.on('connection', (socket) => {
      const cleanup = watchSvmSubscriptions(chain, socket, () => ++subscriptionIds)
      socket.on('close', cleanup)
    })
    try {
      await listen(http, port, host)
      try {
        await listen(wsHttp, port + 1, host)
      } catch (error) {
        await close(http)
        throw error
      }
    } catch (error) {
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      if (!pick || !taken || attempt >= 3) throw error
      continue
    }
    return {
      rpcUrl: `http://${host}:${port}`,
      wsUrl: `ws://${host}:${port + 1}`,
      host,
      port,
      wsPort: port + 1,
      genesisHash: chain.genesisHash,
      chain,
      airdrop: (address, lamports) => chain.airdrop(address, lamports),
      transactions: () => chain.records(),
      async stop() {
        await closeSockets(wss)
        await new Promise<void>((resolve) => wss.close(() => resolve()))
        await Promise.all([close(http), close(wsHttp)])
      },
    }
  }
}
