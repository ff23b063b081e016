import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

export type ProxyMode = 'forward' | 'rate-limited' | 'down'

export interface RpcProxy {
  readonly url: string
  /** Every JSON-RPC method that reached the proxy, with when (ms), in order. */
  readonly seen: { method: string; at: number; answered: number }[]
  /** Methods answered 429 while `mode` is 'rate-limited' (all others pass). */
  rateLimited: ReadonlySet<string>
  /** The Retry-After header (seconds) of those 429s; none when undefined. */
  retryAfterSeconds: number | undefined
  /** 'down' closes the listening socket (connection refused) until the mode changes back. */
  setMode(mode: ProxyMode): Promise<void>
  count(method: string): number
  stop(): Promise<void>
}

/**
 * A node as the client sees it, on a fixed port in front of anvil: forwards JSON-RPC, or answers 429 Too Many
 * Requests for some methods (as public nodes do), or is gone (connection refused) — for the fault tests.
 */
export async function startRpcProxy(port: number, target: () => string): Promise<RpcProxy> {
  const seen: RpcProxy['seen'] = []
  let mode: ProxyMode = 'forward'
  let server: Server | undefined

  const proxy: RpcProxy = {
    url: `http://127.0.0.1:${port}`,
    seen,
    rateLimited: new Set(['eth_getTransactionReceipt']),
    retryAfterSeconds: undefined,
    async setMode(next) {
      if (next === mode) return
      if (next === 'down') await close()
      else if (mode === 'down') await listen()
      mode = next
    },
    count: (method) => seen.filter((entry) => entry.method === method).length,
    stop: close,
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    let methods: string[] = []
    try {
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
      methods = (Array.isArray(parsed) ? parsed : [parsed]).map((call) => String(call.method))
    } catch {
      methods = ['(not JSON)']
    }
    const limited = mode === 'rate-limited' && methods.some((method) => proxy.rateLimited.has(method))
    for (const method of methods) seen.push({ method, at: Date.now(), answered: limited ? 429 : 200 })
    if (limited) {
      response
        .writeHead(429, {
          'content-type': 'text/plain',
          ...(proxy.retryAfterSeconds === undefined
            ? {}
            : { 'retry-after': String(proxy.retryAfterSeconds) }),
        })
        .end('Too Many Requests')
      return
    }
    try {
      const answer = await fetch(target(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text())
    } catch {
      response.writeHead(502).end('Bad Gateway')
    }
  }

  function listen(): Promise<void> {
    const next = createServer((request, response) => {
      handle(request, response).catch(() => response.destroy())
    })
    server = next
    return new Promise((resolve, reject) => {
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => resolve())
    })
  }

  function close(): Promise<void> {
    const current = server
    server = undefined
    if (!current) return Promise.resolve()
    current.closeAllConnections()
    return new Promise((resolve) => current.close(() => resolve()))
  }

  await listen()
  return proxy
}
