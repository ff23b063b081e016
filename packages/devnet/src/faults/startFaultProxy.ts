import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { connect, type Socket } from 'node:net'
import { readWebSocketFrames } from './readWebSocketFrames.js'

/**
 * - `forward`: pass everything through.
 * - `stall`: hold every HTTP request and WebSocket byte (nothing answered) until the mode changes.
 * - `rate-limited`: answer 429 (with `retryAfterSeconds` as Retry-After) to the requests `limits` picks (a
 *   WebSocket handshake is the request `GET /path`).
 * - `down`: every open connection cut and the port closed (connection refused) until the mode changes.
 */
export type FaultMode = 'forward' | 'stall' | 'rate-limited' | 'down'

export interface FaultProxySeen {
  /** The JSON-RPC method, or `GET /path` for a request that is not JSON-RPC. */
  method: string
  at: number
  /** The HTTP status it got from the proxy or node (101 for a WebSocket handshake passed on); `ws` for a message. */
  answered: number | 'ws'
  /** The Retry-After (seconds) the proxy's 429 asked for, when it sent one. */
  retryAfterSeconds?: number
}

export interface FaultProxy {
  readonly port: number
  readonly url: string
  readonly wsUrl: string
  readonly mode: FaultMode
  /** Every request and WebSocket message from a client, in order. */
  readonly seen: FaultProxySeen[]
  /** Which requests `rate-limited` answers 429 (all when absent). */
  limits: ((method: string) => boolean) | undefined
  /** The Retry-After (seconds) of the 429s; none when undefined. */
  retryAfterSeconds: number | undefined
  setMode(mode: FaultMode): Promise<void>
  /** Points the proxy at another node (a node restarted elsewhere). */
  setTarget(target: string): void
  /** Cuts every open connection (HTTP and WebSocket) and keeps listening: the node process killed. */
  kill(): void
  count(method: string): number
  stop(): Promise<void>
}

export interface StartFaultProxyParameters {
  /** The node: `http://host:port` (its WebSockets are proxied to the same host and port). */
  target: string
  port?: number
  host?: string
}

function methodsOf(body: string): string[] | undefined {
  try {
    const parsed = JSON.parse(body) as { method?: unknown } | { method?: unknown }[]
    const calls = Array.isArray(parsed) ? parsed : [parsed]
    const methods = calls.map((call) => call?.method).filter((method) => typeof method === 'string')
    return methods.length > 0 ? (methods as string[]) : undefined
  } catch {
    return undefined
  }
}

/**
 * A loopback proxy in front of a chain node, HTTP and WebSocket, for fault tests: it counts what clients send
 * (one broadcast, never two) and plays a killed node, a stall, a rate limit with Retry-After and an unreachable
 * node, then resumes.
 */
export async function startFaultProxy({
  target,
  port = 0,
  host = '127.0.0.1',
}: StartFaultProxyParameters): Promise<FaultProxy> {
  const seen: FaultProxySeen[] = []
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let mode: FaultMode = 'forward'
  let node = new URL(target)
  let released: () => void = () => {}
  let resumed = Promise.resolve()

  const record = (methods: string[], answered: FaultProxySeen['answered'], retryAfterSeconds?: number) => {
    for (const method of methods)
      seen.push({
        method,
        at: Date.now(),
        answered,
        ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
      })
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    const methods = methodsOf(body.toString('utf8')) ?? [`${request.method} ${request.url}`]
    if (mode === 'stall') await resumed
    if (mode === 'rate-limited' && methods.some((method) => proxy.limits?.(method) ?? true)) {
      const retryAfter = proxy.retryAfterSeconds
      record(methods, 429, retryAfter)
      response
        .writeHead(429, {
          'content-type': 'text/plain',
          'access-control-allow-origin': '*',
          ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }),
        })
        .end('Too Many Requests')
      return
    }
    const forwarded = httpRequest({
      host: node.hostname,
      port: node.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: node.host, 'content-length': String(body.length) },
    })
    forwarded.on('response', (answer) => {
      record(methods, answer.statusCode ?? 502)
      response.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(response)
    })
    forwarded.on('error', () => {
      record(methods, 502)
      if (!response.headersSent) response.writeHead(502).end('Bad Gateway')
      else response.destroy()
    })
    forwarded.end(body)
  }

  function upgrade(request: IncomingMessage, client: Socket, head: Buffer) {
    const handshake = `${request.method} ${request.url}`
    if (mode === 'rate-limited' && (proxy.limits?.(handshake) ?? true)) {
      const retryAfter = proxy.retryAfterSeconds
      record([handshake], 429, retryAfter)
      client.end(
        `HTTP/1.1 429 Too Many Requests\r\n${retryAfter === undefined ? '' : `Retry-After: ${retryAfter}\r\n`}` +
          'Content-Length: 0\r\nConnection: close\r\n\r\n',
      )
      return
    }
    record([handshake], 101)
    const upstream = connect(Number(node.port), node.hostname)
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    const cut = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', cut)
    upstream.on('error', cut)
    client.on('close', cut)
    upstream.on('close', cut)
    // Extensions are dropped so that the messages stay readable (no permessage-deflate).
    const headers = Object.entries(request.headers)
      .filter(([name]) => name !== 'sec-websocket-extensions')
      .map(([name, value]) => `${name === 'host' ? 'Host' : name}: ${name === 'host' ? node.host : value}`)
    upstream.write(`${request.method} ${request.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`)
    const frames = readWebSocketFrames((text) => record(methodsOf(text) ?? ['(ws message)'], 'ws'))
    const relay = (from: Socket, to: Socket, inspect?: (chunk: Buffer) => void) => {
      from.on('data', (chunk: Buffer) => {
        inspect?.(chunk)
        if (mode !== 'stall') return void to.write(chunk)
        from.pause()
        resumed.then(() => {
          if (to.destroyed) return
          to.write(chunk)
          from.resume()
        })
      })
    }
    if (head.length > 0) {
      frames(head)
      upstream.write(head)
    }
    relay(client, upstream, frames)
    relay(upstream, client)
  }

  function listen(): Promise<void> {
    const next = createServer((request, response) => {
      handle(request, response).catch(() => response.destroy())
    })
    next.on('connection', (socket) => {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    next.on('upgrade', upgrade)
    server = next
    return new Promise((resolve, reject) => {
      next.once('error', reject)
      next.listen({ port: proxy.port, host }, () => {
        next.off('error', reject)
        const address = next.address()
        if (typeof address === 'object' && address) Object.assign(proxy, addressed(address.port))
        resolve()
      })
    })
  }

  function close(): Promise<void> {
    const current = server
    server = undefined
    proxy.kill()
    if (!current) return Promise.resolve()
    return new Promise((resolve) => current.close(() => resolve()))
  }

  const addressed = (bound: number) => ({
    port: bound,
    url: `http://${host}:${bound}`,
    wsUrl: `ws://${host}:${bound}`,
  })

  const proxy: FaultProxy = {
    ...addressed(port),
    get mode() {
      return mode
    },
    seen,
    limits: undefined,
    retryAfterSeconds: undefined,
    async setMode(next) {
      if (next === mode) return
      const previous = mode
      if (next === 'stall') resumed = new Promise((resolve) => (released = resolve))
      mode = next
      if (next === 'down') await close()
      if (previous === 'down') await listen()
      if (previous === 'stall') released()
    },
    setTarget(next) {
      node = new URL(next)
    },
    kill() {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    },
    count: (method) => seen.filter((entry) => entry.method === method).length,
    async stop() {
      released()
      await close()
    },
  }

  await listen()
  return proxy
}
