import { createLogger, type Database, type Logger, migrate } from '@walletport/embedded-server'
import { Wallet } from 'ethers'
import { Hono } from 'hono'
import type { PaymasterConfig } from './config/readPaymasterConfig.js'
import { paymasterMigrations } from './db/paymasterMigrations.js'
import { handlePaymasterRequest } from './rpc/handlePaymasterRequest.js'
import { PaymasterRpcError } from './rpc/PaymasterRpcError.js'

export interface CreatePaymasterServerParameters {
  config: PaymasterConfig
  db: Database
  logger?: Logger
  now?: () => number
}

export interface PaymasterServer {
  app: Hono
  /** The signer's address: the verifying paymaster's `verifyingSigner` must be this. */
  signer: string
}

const MAX_BODY_BYTES = 64 * 1024

/** Migrates the database and builds the JSON-RPC app (POST /) with CORS for the allowed origins. */
export async function createPaymasterServer({
  config,
  db,
  logger = createLogger({ level: config.logLevel }),
  now = Date.now,
}: CreatePaymasterServerParameters): Promise<PaymasterServer> {
  await migrate(db, paymasterMigrations, now)
  const signer = new Wallet(config.signerKey)
  const context = { config, db, signer, logger, now }
  const app = new Hono()
  const corsHeaders = (origin: string | undefined): Record<string, string> => {
    const allowed =
      config.policy.allowedOrigins === '*' ||
      (origin !== undefined && config.policy.allowedOrigins.includes(origin))
    return allowed && origin !== undefined
      ? {
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type',
          vary: 'Origin',
        }
      : { vary: 'Origin' }
  }
  app.options('/', (c) => c.body(null, 204, corsHeaders(c.req.header('origin'))))
  app.get('/health', (c) => c.json({ ok: true, signer: signer.address, paymaster: config.paymaster }))
  app.post('/', async (c) => {
    const origin = c.req.header('origin')
    const headers = corsHeaders(origin)
    const text = await c.req.text()
    let request: { id?: unknown; method?: unknown; params?: unknown }
    try {
      if (text.length > MAX_BODY_BYTES) throw new Error('too large')
      request = JSON.parse(text) as typeof request
      if (typeof request !== 'object' || request === null || typeof request.method !== 'string')
        throw new Error()
    } catch {
      return c.json(
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid JSON-RPC request' } },
        200,
        headers,
      )
    }
    const id = request.id ?? null
    try {
      const result = await handlePaymasterRequest(context, request.method as string, request.params, origin)
      return c.json({ jsonrpc: '2.0', id, result }, 200, headers)
    } catch (error) {
      if (error instanceof PaymasterRpcError) {
        logger.info('refused', { reason: error.reason, origin })
        return c.json({ jsonrpc: '2.0', id, error: error.toJsonRpc() }, 200, headers)
      }
      logger.error('paymaster request failed', {
        message: error instanceof Error ? error.message : String(error),
      })
      return c.json({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }, 200, headers)
    }
  })
  return { app, signer: signer.address }
}
