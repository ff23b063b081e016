import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type CosmosChain, createCosmosChain } from './createCosmosChain.js'
import { type CosmosAccount, defaultCosmosMnemonic, deriveCosmosAccounts } from './deriveCosmosAccounts.js'
import { handleCometRpc } from './handleCometRpc.js'

export interface StartCosmosDevnetParameters {
  /** 0 (the default) picks a free port; the playground uses 26657, CometBFT's. */
  port?: number
  host?: string
  /** Default 'walletport-local', the reference of `localCosmos`. */
  chainId?: string
  /** Default 'cosmos'. */
  bech32Prefix?: string
  /** Default 'ustake'. */
  denom?: string
  /** Genesis accounts are derived from it (m/44'/118'/0'/0/i); default `defaultCosmosMnemonic`. */
  mnemonic?: string
  /** How many genesis accounts; default 5. */
  accountCount?: number
  /** Each genesis account's balance in `denom`; default 1 000 000 000 000 (a million whole units). */
  balance?: bigint
  /** Fees below gas limit × this are refused; default 0.01 `denom` per gas. */
  minGasPrice?: number
}

export interface CosmosDevnet {
  /** Always true: a CometBFT RPC fixture, not a Cosmos SDK node. */
  readonly fixture: true
  rpcUrl: string
  host: string
  port: number
  chainId: string
  bech32Prefix: string
  denom: string
  /** Funded genesis accounts (with their private keys). */
  accounts: CosmosAccount[]
  chain: CosmosChain
  stop(): Promise<void>
}

const MAX_BODY_BYTES = 2 * 1024 * 1024

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

/** GET /method?name="text"&other=5, the URI style CometBFT serves beside JSON-RPC. */
function uriRequest(url: URL): { id: number; method: string; params: Record<string, string> } {
  const params: Record<string, string> = {}
  for (const [key, value] of url.searchParams) params[key] = value.replace(/^"(.*)"$/s, '$1')
  return { id: -1, method: url.pathname.replace(/^\//, ''), params }
}

async function serve(chain: CosmosChain, request: IncomingMessage, response: ServerResponse) {
  // Pages on other origins (the playground) call the RPC directly, as they would a public node.
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-headers', '*')
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS')
  if (request.method === 'OPTIONS') return void response.writeHead(204).end()
  if (request.method === 'GET') {
    const url = new URL(request.url ?? '/', 'http://fixture')
    if (url.pathname === '/') return writeJson(response, 200, { fixture: true, chainId: chain.chainId })
    return writeJson(response, 200, handleCometRpc(chain, uriRequest(url)))
  }
  if (request.method !== 'POST') return void response.writeHead(405).end()
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch {
    return writeJson(response, 200, {
      jsonrpc: '2.0',
      id: -1,
      error: { code: -32700, message: 'Parse error' },
    })
  }
  writeJson(response, 200, handleCometRpc(chain, body))
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

/**
 * A fixture-backed Cosmos chain for tests and the playground: no Cosmos SDK node runs on this machine, so this
 * is a CometBFT JSON-RPC server (POST and GET styles, version 0.38) that unmodified cosmjs clients talk to. It
 * really decodes TxRaw, verifies the secp256k1 signature against the sign doc, checks account number and
 * sequence, takes the fee and applies MsgSend to an in-memory ledger, one block per transaction. See
 * `cometRpcMethods` for the methods it answers.
 */
export async function startCosmosDevnet(parameters: StartCosmosDevnetParameters = {}): Promise<CosmosDevnet> {
  const host = parameters.host ?? '127.0.0.1'
  const chainId = parameters.chainId ?? 'walletport-local'
  const bech32Prefix = parameters.bech32Prefix ?? 'cosmos'
  const denom = parameters.denom ?? 'ustake'
  const balance = parameters.balance ?? 1_000_000_000_000n
  const accounts = await deriveCosmosAccounts(parameters.mnemonic ?? defaultCosmosMnemonic, {
    count: parameters.accountCount ?? 5,
    prefix: bech32Prefix,
  })
  const chain = createCosmosChain({
    chainId,
    bech32Prefix,
    denom,
    minGasPrice: parameters.minGasPrice,
    genesis: accounts.map(({ address }) => ({ address, amount: balance })),
  })
  const server = createServer((request, response) => {
    serve(chain, request, response).catch((error: unknown) => {
      if (!response.headersSent) writeJson(response, 500, { error: String(error) })
    })
  })
  const port = await listen(server, parameters.port ?? 0, host)
  return {
    fixture: true,
    rpcUrl: `http://${host}:${port}`,
    host,
    port,
    chainId,
    bech32Prefix,
    denom,
    accounts,
    chain,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
