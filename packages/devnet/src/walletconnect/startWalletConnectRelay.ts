import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { type WebSocket, WebSocketServer } from 'ws'
import { readJsonRpcId } from './readJsonRpcId.js'
import { verifyRelayJwt } from './relayAuth.js'

export interface StartWalletConnectRelayParameters {
  /** 0 (default) picks a free port. */
  port?: number
  host?: string
  /** WebSocket ping period; the Node client drops a socket silent for 35 s. Default 25 000 ms. */
  pingIntervalMs?: number
  /** Accept clients without a valid `auth` JWT (each socket is then its own client). Default false. */
  allowAnonymous?: boolean
}

export interface WalletConnectRelay {
  /** `ws://host:port`, the `relayUrl` of both the dapp and the wallet side. */
  url: string
  port: number
  /** Sockets open right now. */
  readonly connectionCount: number
  /** Relay methods received so far, in order (for tests). */
  readonly methods: readonly string[]
  stop(): Promise<void>
}

interface StoredMessage {
  topic: string
  message: string
  publishedAt: number
  expiresAt: number
  tag?: number
  attestation?: string
  /** Client id of the publisher: never pushed back to it. */
  sender: string
  hash: string
}

interface RelayClient {
  id: string
  sockets: Set<WebSocket>
  topics: Set<string>
  /** Hashes of messages this client acknowledged or fetched. */
  delivered: Set<string>
  /** Pushes waiting for their ack: raw JSON-RPC id → message hash. */
  awaitingAck: Map<string, string>
}

type Params = Record<string, unknown>

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const DEFAULT_TTL_S = 300
const MAX_TTL_S = 30 * 24 * 3600
const SWEEP_INTERVAL_MS = 5_000

/**
 * A WalletConnect v2 relay for tests and the playground (a fixture, not a product): JSON-RPC over WebSocket on
 * loopback with the `irn_*` methods and `wc_proposeSession`/`wc_approveSession` the JS clients call. Messages
 * are kept until their ttl and pushed to subscribers that come later, never back to their publisher; clients
 * are told apart by the issuer of their auth JWT, so a reconnecting client keeps its identity.
 */
export async function startWalletConnectRelay(
  parameters: StartWalletConnectRelayParameters = {},
): Promise<WalletConnectRelay> {
  const host = parameters.host ?? '127.0.0.1'
  const clients = new Map<string, RelayClient>()
  const topics = new Map<string, StoredMessage[]>()
  const methods: string[] = []
  let nextPushId = Date.now() * 1000
  let anonymous = 0

  const server = new WebSocketServer({
    host,
    port: parameters.port ?? 0,
    verifyClient: (
      info: { req: IncomingMessage },
      accept: (ok: boolean, code?: number, reason?: string) => void,
    ) => {
      if (parameters.allowAnonymous) return accept(true)
      try {
        verifyRelayJwt(authOf(info.req) ?? '')
        accept(true)
      } catch (error) {
        accept(false, 401, (error as Error).message)
      }
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const sweep = setInterval(pruneExpired, SWEEP_INTERVAL_MS)
  sweep.unref()
  const pings = setInterval(() => {
    for (const socket of server.clients) socket.ping()
  }, parameters.pingIntervalMs ?? 25_000)
  pings.unref()

  server.on('connection', (socket, request) => {
    const id = clientIdOf(request) ?? `anonymous-${++anonymous}`
    const client = clients.get(id) ?? {
      id,
      sockets: new Set(),
      topics: new Set(),
      delivered: new Set(),
      awaitingAck: new Map(),
    }
    clients.set(id, client)
    client.sockets.add(socket)
    socket.on('message', (data) => onMessage(client, socket, data.toString()))
    socket.on('close', () => client.sockets.delete(socket))
    socket.on('error', () => client.sockets.delete(socket))
  })

  function onMessage(client: RelayClient, socket: WebSocket, text: string) {
    const rawId = readJsonRpcId(text)
    let payload: { method?: unknown; params?: unknown; result?: unknown; error?: unknown }
    try {
      payload = JSON.parse(text)
    } catch {
      return reply(socket, rawId ?? 'null', { error: { code: -32700, message: 'Parse error' } })
    }
    if (typeof payload !== 'object' || payload === null) {
      return reply(socket, rawId ?? 'null', { error: { code: -32600, message: 'Invalid request' } })
    }
    if (payload.method === undefined) {
      if (rawId !== undefined) onAck(client, rawId, payload.error === undefined)
      return
    }
    if (rawId === undefined || typeof payload.method !== 'string') {
      return reply(socket, rawId ?? 'null', { error: { code: -32600, message: 'Invalid request' } })
    }
    methods.push(payload.method)
    try {
      const params = (payload.params ?? {}) as Params
      reply(socket, rawId, { result: handle(client, payload.method, params) })
    } catch (error) {
      const { code, message } = error instanceof RpcError ? error : { code: -32603, message: String(error) }
      reply(socket, rawId, { error: { code, message } })
    }
  }

  function handle(client: RelayClient, method: string, params: Params): unknown {
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, text(params, 'topic'))
      case 'irn_batchSubscribe':
        return list(params, 'topics').map((topic) => subscribe(client, String(topic)))
      case 'irn_unsubscribe':
        client.topics.delete(text(params, 'topic'))
        return true
      case 'irn_batchUnsubscribe':
        for (const entry of list(params, 'subscriptions')) {
          client.topics.delete(String((entry as Params)?.topic))
        }
        return true
      case 'irn_publish':
        publish(client, params, 'topic', 'message')
        return true
      case 'irn_batchPublish':
        for (const entry of list(params, 'messages')) publish(client, entry as Params, 'topic', 'message')
        return true
      case 'irn_fetchMessages':
        return { messages: fetchMessages(client, [text(params, 'topic')]), hasMore: false }
      case 'irn_batchFetchMessages':
        return { messages: fetchMessages(client, list(params, 'topics').map(String)), hasMore: false }
      case 'wc_proposeSession': {
        const pairingTopic = text(params, 'pairingTopic')
        subscribe(client, pairingTopic)
        publish(client, { ...params, topic: pairingTopic, message: params.sessionProposal })
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = text(params, 'pairingTopic')
        const sessionTopic = text(params, 'sessionTopic')
        subscribe(client, sessionTopic)
        publish(client, { ...params, topic: pairingTopic, message: params.sessionProposalResponse })
        publish(client, { ...params, topic: sessionTopic, message: params.sessionSettlementRequest })
        return true
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method}`)
    }
  }

  function subscribe(client: RelayClient, topic: string): string {
    client.topics.add(topic)
    const now = Date.now()
    for (const stored of topics.get(topic) ?? []) {
      if (stored.expiresAt > now && stored.sender !== client.id && !client.delivered.has(stored.hash)) {
        push(client, stored)
      }
    }
    return createHash('sha256')
      .update(topic + client.id)
      .digest('hex')
  }

  function publish(client: RelayClient, params: Params, topicKey = 'topic', messageKey = 'message') {
    const topic = text(params, topicKey)
    const message = text(params, messageKey)
    const ttl =
      typeof params.ttl === 'number' && params.ttl > 0 ? Math.min(params.ttl, MAX_TTL_S) : DEFAULT_TTL_S
    const publishedAt = Date.now()
    const stored: StoredMessage = {
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + ttl * 1000,
      sender: client.id,
      hash: createHash('sha256').update(`${topic}\n${message}`).digest('hex'),
      ...(typeof params.tag === 'number' ? { tag: params.tag } : {}),
      ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
    }
    const queue = topics.get(topic) ?? []
    if (queue.some((existing) => existing.hash === stored.hash)) return
    queue.push(stored)
    topics.set(topic, queue)
    for (const other of clients.values()) {
      if (other.id !== client.id && other.topics.has(topic)) push(other, stored)
    }
  }

  function push(client: RelayClient, stored: StoredMessage) {
    const id = String(++nextPushId)
    client.awaitingAck.set(id, stored.hash)
    const data = {
      topic: stored.topic,
      message: stored.message,
      publishedAt: stored.publishedAt,
      ...(stored.tag === undefined ? {} : { tag: stored.tag }),
      ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
    }
    const frame = JSON.stringify({
      id: Number(id),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: createHash('sha256')
          .update(stored.topic + client.id)
          .digest('hex'),
        data,
      },
    })
    for (const socket of client.sockets) if (socket.readyState === socket.OPEN) socket.send(frame)
  }

  function onAck(client: RelayClient, rawId: string, ok: boolean) {
    const hash = client.awaitingAck.get(rawId.replace(/"/g, ''))
    if (hash === undefined) return
    client.awaitingAck.delete(rawId.replace(/"/g, ''))
    if (ok) client.delivered.add(hash)
  }

  function fetchMessages(client: RelayClient, wanted: readonly string[]) {
    const now = Date.now()
    return wanted.flatMap((topic) =>
      (topics.get(topic) ?? [])
        .filter(
          (stored) =>
            stored.expiresAt > now && stored.sender !== client.id && !client.delivered.has(stored.hash),
        )
        .map((stored) => {
          client.delivered.add(stored.hash)
          return {
            topic: stored.topic,
            message: stored.message,
            publishedAt: stored.publishedAt,
            ...(stored.tag === undefined ? {} : { tag: stored.tag }),
            ...(stored.attestation === undefined ? {} : { attestation: stored.attestation }),
          }
        }),
    )
  }

  function pruneExpired() {
    const now = Date.now()
    const expired = new Set<string>()
    for (const [topic, queue] of topics) {
      const kept = queue.filter((stored) => {
        if (stored.expiresAt > now) return true
        expired.add(stored.hash)
        return false
      })
      if (kept.length === 0) topics.delete(topic)
      else topics.set(topic, kept)
    }
    if (expired.size === 0) return
    for (const client of clients.values()) {
      for (const hash of expired) client.delivered.delete(hash)
      for (const [id, hash] of client.awaitingAck) if (expired.has(hash)) client.awaitingAck.delete(id)
    }
  }

  return {
    url: `ws://${host}:${port}`,
    port,
    get connectionCount() {
      return server.clients.size
    },
    methods,
    async stop() {
      clearInterval(sweep)
      clearInterval(pings)
      // 1001 "going away": clients reconnect later; 3000 would make them give up for good.
      for (const socket of server.clients) socket.close(1001, 'relay stopping')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          for (const socket of server.clients) socket.terminate()
        }, 1_000)
        server.close(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    },
  }
}

function clientIdOf(request: IncomingMessage): string | undefined {
  try {
    return verifyRelayJwt(authOf(request) ?? '').iss
  } catch {
    return undefined
  }
}

function authOf(request: IncomingMessage): string | undefined {
  return new URL(request.url ?? '/', 'ws://relay').searchParams.get('auth') ?? undefined
}

function text(params: Params, key: string): string {
  const value = params?.[key]
  if (typeof value !== 'string' || value === '') throw new RpcError(-32602, `Missing string param ${key}`)
  return value
}

function list(params: Params, key: string): unknown[] {
  const value = params?.[key]
  if (!Array.isArray(value)) throw new RpcError(-32602, `Missing array param ${key}`)
  return value
}

function reply(socket: WebSocket, rawId: string, body: { result?: unknown; error?: unknown }) {
  if (socket.readyState !== socket.OPEN) return
  const rest = JSON.stringify({ jsonrpc: '2.0', ...body }).slice(1)
  socket.send(`{"id":${rawId},${rest}`)
}
