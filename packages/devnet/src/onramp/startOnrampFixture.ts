import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { evmRpc } from '../evm/evmRpc.js'
import { checkoutFormPage, checkoutResultPage } from './checkoutPage.js'

/** A chain the fixture sells the native coin of, and how it pays out. */
export type OnrampFixtureChain =
  | { kind: 'evm'; caipNetworkId: string; symbol: string; rpcUrl: string; faucet: string }
  | { kind: 'solana'; caipNetworkId: string; symbol: string; rpcUrl: string }

export interface StartOnrampFixtureParameters {
  id: string
  name: string
  /** The fee as a percentage of the fiat amount (the spec's providers charge 1–2 %). */
  feePercent: number
  /** USD per whole coin, by symbol. */
  prices: Readonly<Record<string, number>>
  chains: readonly OnrampFixtureChain[]
  host?: string
  port?: number
  /** How long a paid purchase stays 'processing' before the faucet pays out. */
  processingMs?: number
}

export interface OnrampFixture {
  id: string
  name: string
  url: string
  stop(): Promise<void>
}

type Status =
  | { status: 'pending' | 'processing' }
  | { status: 'done'; transactionHash: string }
  | { status: 'failed'; reason: string }

interface Purchase {
  id: string
  chain: OnrampFixtureChain
  address: string
  fiat: string
  fiatAmount: string
  cryptoAmount: bigint
  state: Status
}

const DECIMALS = { evm: 18, solana: 9 } as const
const TEST_CARD = '4242424242424242'
const DECLINED_CARD = '4000000000000002'
const MIN_FIAT = 10
const MAX_FIAT = 10_000

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

function formatCoin(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0')
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${text.slice(0, -decimals)}.${fraction}` : text.slice(0, -decimals)
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > 16_384) throw new RequestError(413, 'request body too large')
  }
  return body
}

/**
 * A card on-ramp on loopback for the devnet (test fixture, not a product): assets, quotes with a fee, purchase
 * sessions with a checkout page, and status; a paid checkout funds the address from the devnet (an EVM faucet
 * account, or Solana's airdrop). Speaks the protocol of core's `createHttpOnrampProvider`.
 */
export async function startOnrampFixture(parameters: StartOnrampFixtureParameters): Promise<OnrampFixture> {
  const { id, name, feePercent, prices, chains } = parameters
  const processingMs = parameters.processingMs ?? 500
  const purchases = new Map<string, Purchase>()
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let base = ''

  const chainOf = (network: string | null, symbol: string | null) => {
    const chain = chains.find(
      (candidate) => candidate.caipNetworkId === network && candidate.symbol === symbol,
    )
    if (!chain) throw new RequestError(404, `${symbol} on ${network} is not sold here`)
    return chain
  }

  function quote(chain: OnrampFixtureChain, fiat: string, amountText: string) {
    if (fiat !== 'USD') throw new RequestError(400, `only USD is accepted, received ${fiat}`)
    if (!/^\d+(\.\d{1,2})?$/.test(amountText))
      throw new RequestError(400, `amount must be a decimal with at most 2 places, received ${amountText}`)
    const cents = Math.round(Number(amountText) * 100)
    if (cents < MIN_FIAT * 100 || cents > MAX_FIAT * 100) {
      throw new RequestError(
        400,
        `amount must be between ${MIN_FIAT} and ${MAX_FIAT} USD, received ${amountText}`,
      )
    }
    const feeCents = Math.ceil((cents * feePercent) / 100)
    const price = prices[chain.symbol]
    if (price === undefined) throw new RequestError(404, `no price for ${chain.symbol}`)
    const decimals = DECIMALS[chain.kind]
    // (cents - fee) / 100 / price coins, in the smallest unit; the price in micro-dollars keeps it in integers.
    const cryptoAmount =
      (BigInt(cents - feeCents) * 10n ** BigInt(decimals)) / (BigInt(Math.round(price * 1_000_000)) / 10_000n)
    return { fee: (feeCents / 100).toFixed(2), cryptoAmount }
  }

  async function payOut(purchase: Purchase) {
    const { chain, address, cryptoAmount } = purchase
    try {
      let transactionHash: string
      if (chain.kind === 'evm') {
        transactionHash = await evmRpc<string>(chain.rpcUrl, 'eth_sendTransaction', [
          { from: chain.faucet, to: address, value: `0x${cryptoAmount.toString(16)}` },
        ])
      } else {
        transactionHash = await evmRpc<string>(chain.rpcUrl, 'requestAirdrop', [
          address,
          Number(cryptoAmount),
        ])
      }
      purchase.state = { status: 'done', transactionHash }
    } catch (error) {
      purchase.state = {
        status: 'failed',
        reason: `the payout failed: ${error instanceof Error ? error.message : String(error)}`,
      }
    }
  }

  function purchaseOf(path: string, prefix: string): Purchase {
    const purchase = purchases.get(decodeURIComponent(path.slice(prefix.length)))
    if (!purchase) throw new RequestError(404, 'no such purchase')
    return purchase
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', base)
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      response.end(JSON.stringify(body))
    }
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
      response.end(body)
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'content-type',
      })
      response.end()
      return
    }
    if (request.method === 'GET' && url.pathname === '/api/assets') {
      json(200, {
        provider: { id, name },
        fiat: ['USD'],
        assets: chains.map((chain) => ({
          network: chain.caipNetworkId,
          symbol: chain.symbol,
          decimals: DECIMALS[chain.kind],
        })),
      })
      return
    }
    if (request.method === 'GET' && url.pathname === '/api/quote') {
      const chain = chainOf(url.searchParams.get('network'), url.searchParams.get('symbol'))
      const fiat = url.searchParams.get('fiat') ?? ''
      const fiatAmount = url.searchParams.get('amount') ?? ''
      const { fee, cryptoAmount } = quote(chain, fiat, fiatAmount)
      json(200, { fiat, fiatAmount, fee, cryptoAmount: cryptoAmount.toString() })
      return
    }
    if (request.method === 'POST' && url.pathname === '/api/sessions') {
      let body: Record<string, unknown>
      try {
        body = JSON.parse(await readBody(request)) as Record<string, unknown>
      } catch {
        throw new RequestError(400, 'the body must be JSON')
      }
      const chain = chainOf(String(body.network), String(body.symbol))
      const address = String(body.address ?? '')
      const valid =
        chain.kind === 'evm'
          ? /^0x[0-9a-fA-F]{40}$/.test(address)
          : /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)
      if (!valid) throw new RequestError(400, `${address} is no ${chain.symbol} address`)
      const fiat = String(body.fiat)
      const fiatAmount = String(body.fiatAmount)
      const { cryptoAmount } = quote(chain, fiat, fiatAmount)
      const purchase: Purchase = {
        id: randomUUID(),
        chain,
        address,
        fiat,
        fiatAmount,
        cryptoAmount,
        state: { status: 'pending' },
      }
      purchases.set(purchase.id, purchase)
      json(201, { id: purchase.id, url: `${base}/checkout/${purchase.id}` })
      return
    }
    if (request.method === 'GET' && url.pathname.startsWith('/api/sessions/')) {
      json(200, purchaseOf(url.pathname, '/api/sessions/').state)
      return
    }
    if (url.pathname.startsWith('/checkout/')) {
      const purchase = purchaseOf(url.pathname, '/checkout/')
      const summary = {
        provider: name,
        id: purchase.id,
        fiat: purchase.fiat,
        fiatAmount: purchase.fiatAmount,
        crypto: `${formatCoin(purchase.cryptoAmount, DECIMALS[purchase.chain.kind])} ${purchase.chain.symbol}`,
        address: purchase.address,
      }
      if (request.method === 'GET') {
        html(200, checkoutFormPage(summary))
        return
      }
      if (request.method === 'POST') {
        if (purchase.state.status !== 'pending')
          throw new RequestError(409, 'this purchase was already paid or failed')
        const form = new URLSearchParams(await readBody(request))
        const card = (form.get('card') ?? '').replace(/[\s-]/g, '')
        if (card === DECLINED_CARD) {
          purchase.state = { status: 'failed', reason: 'card declined' }
          html(402, checkoutResultPage(name, 'declined'))
          return
        }
        if (
          card !== TEST_CARD ||
          !/^\d{2}\/\d{2}$/.test(form.get('expiry') ?? '') ||
          !/^\d{3,4}$/.test(form.get('cvc') ?? '')
        ) {
          html(
            400,
            checkoutFormPage(
              summary,
              'Use the test card 4242 4242 4242 4242 with an expiry MM/YY and a 3-digit CVC.',
            ),
          )
          return
        }
        purchase.state = { status: 'processing' }
        const timer = setTimeout(() => {
          timers.delete(timer)
          void payOut(purchase)
        }, processingMs)
        timers.add(timer)
        html(200, checkoutResultPage(name, 'paid'))
        return
      }
    }
    json(404, { error: `no route ${request.method} ${url.pathname}` })
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof RequestError ? error.status : 500
      if (!response.headersSent) {
        response.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      }
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port ?? 0, parameters.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  base = `http://${parameters.host ?? '127.0.0.1'}:${port}`
  return {
    id,
    name,
    url: base,
    async stop() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
