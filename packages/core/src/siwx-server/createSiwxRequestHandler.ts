import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import {
  SIWX_REQUEST_PATH,
  SIWX_SESSION_PATH,
  siwxRequestBodySchema,
} from '../client/siwx/backend/siwxHttpContract.js'
import {
  checkSiwxSession,
  formatSiwxData,
  type IssuedSiwxRequest,
  isSameSiwxAddress,
} from '../client/siwx/checkSiwxSession.js'
import { createNonce } from '../client/siwx/createNonce.js'
import { encodeBase64 } from '../encoding/base64.js'
import { SiwxNonceError, SiwxSessionRejectedError } from '../errors/siwx.js'
import { BodyTooLargeError } from '../errors/siwxServer.js'
import { readCookie, serializeCookie } from './cookies.js'
import { createMemorySiwxStore } from './createMemorySiwxStore.js'
import { readJsonBody } from './readJsonBody.js'
import type {
  NodeRequestLike,
  NodeResponseLike,
  SiwxRequestHandler,
  SiwxRequestHandlerOptions,
  StoredSiwxSession,
} from './types.js'

const DAY_SECONDS = 24 * 60 * 60
const MAX_BODY_BYTES = 64 * 1024

function send(response: NodeResponseLike, status: number, body?: unknown): void {
  response.statusCode = status
  response.setHeader('cache-control', 'no-store')
  if (body === undefined) {
    response.end()
    return
  }
  response.setHeader('content-type', 'application/json; charset=utf-8')
  response.end(JSON.stringify(body))
}

function sessionId(): string {
  return encodeBase64(crypto.getRandomValues(new Uint8Array(32)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '')
}

function headerOf(request: NodeRequestLike, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value[0] : (value as string | undefined)
}

/**
 * The reference server side of a backend sign-in, for an app's own Node server (`http.createServer`, Express,
 * Connect…): it issues every sign-in request itself (fresh nonce, its domain, uri, statement, times), accepts a
 * signed session only when it answers that request exactly and its signature verifies (`checkSiwxSession`),
 * spends the nonce, and keeps the session server-side under a random id sent as an HttpOnly cookie — the page
 * never holds anything it could replay. Sessions are checked again, signature included, whenever they are read.
 * Routes and bodies: see `siwxHttpContract.ts`; `createBackendSiwx` is the page side.
 */
export function createSiwxRequestHandler(options: SiwxRequestHandlerOptions): SiwxRequestHandler {
  const basePath = (options.basePath ?? '/siwx').replace(/\/+$/, '')
  const store = options.store ?? createMemorySiwxStore()
  const now = options.now ?? (() => Date.now())
  const expiresInSeconds = options.expiresInSeconds ?? DAY_SECONDS
  const requestLifetimeMs = (options.requestLifetimeSeconds ?? 600) * 1000
  const siteOrigin = new URL(options.uri).origin
  const allowedOrigins = new Set(options.allowedOrigins ?? [siteOrigin])
  const cookieName = options.cookie?.name ?? 'walletport_siwx'
  const cookieAttributes = {
    secure: options.cookie?.secure ?? options.uri.startsWith('https:'),
    sameSite: options.cookie?.sameSite ?? 'Lax',
    path: basePath || '/',
  } as const

  function issue(chainId: CaipNetworkId, accountAddress: string | undefined): IssuedSiwxRequest {
    const issuedAt = now()
    const request: IssuedSiwxRequest = {
      chainId,
      nonce: createNonce(),
      domain: options.domain,
      uri: options.uri,
      version: '1',
      issuedAt: new Date(issuedAt).toISOString(),
      expirationTime: new Date(issuedAt + expiresInSeconds * 1000).toISOString(),
      ...(options.statement === undefined ? {} : { statement: options.statement }),
      ...(accountAddress === undefined ? {} : { accountAddress }),
    }
    // Refuses, before anything is kept, an account or network the message grammar does not allow.
    formatSiwxData(
      { ...request, accountAddress: accountAddress ?? placeholderAccount(chainId) },
      options.getChainName,
    )
    return request
  }

  async function check(entry: { session: unknown; issued: IssuedSiwxRequest }) {
    return checkSiwxSession(entry.session, {
      issued: entry.issued,
      now: now(),
      maxLifetimeSeconds: expiresInSeconds,
      verify: options.verify,
      getChainName: options.getChainName,
    })
  }

  async function liveSessions(id: string | undefined): Promise<StoredSiwxSession[]> {
    if (id === undefined) return []
    const kept = await store.getSessions(id, now())
    const live: StoredSiwxSession[] = []
    for (const entry of kept) {
      try {
        live.push({ session: await check(entry), issued: entry.issued })
      } catch {
        await store.deleteSessions(id, (other) => other.session === entry.session)
      }
    }
    return live
  }

  function matching(url: URL): (entry: StoredSiwxSession) => boolean {
    const chainId = url.searchParams.get('chainId')
    const address = url.searchParams.get('address')
    return ({ session }) =>
      (chainId === null || session.data.chainId === chainId) &&
      (address === null ||
        (isCaipNetworkId(chainId) && isSameSiwxAddress(chainId, session.data.accountAddress, address)) ||
        session.data.accountAddress === address)
  }

  async function postRequest(request: NodeRequestLike, response: NodeResponseLike) {
    const body = siwxRequestBodySchema.safeParse(await readJsonBody(request, MAX_BODY_BYTES))
    if (!body.success) return send(response, 400, { error: 'Expected { chainId, accountAddress? }' })
    let issued: IssuedSiwxRequest
    try {
      issued = issue(body.data.chainId, body.data.accountAddress)
    } catch (error) {
      return send(response, 400, { error: error instanceof Error ? error.message : 'Invalid request' })
    }
    await store.putRequest(issued, now() + requestLifetimeMs)
    send(response, 200, { request: issued })
  }

  async function postSession(request: NodeRequestLike, response: NodeResponseLike) {
    const body = (await readJsonBody(request, MAX_BODY_BYTES)) as { session?: { data?: { nonce?: unknown } } }
    const nonce = body?.session?.data?.nonce
    if (typeof nonce !== 'string') return send(response, 400, { error: 'Expected { session }' })
    const issued = await store.takeRequest(nonce, now())
    if (!issued) return send(response, 401, { error: new SiwxNonceError().message })
    let session: StoredSiwxSession['session']
    try {
      session = await check({ session: body.session, issued })
    } catch (error) {
      const reason =
        error instanceof SiwxSessionRejectedError ? error.reason : 'the session could not be checked'
      return send(response, 401, { error: reason })
    }
    const id = readCookie(request.headers.cookie, cookieName) ?? sessionId()
    const expiresAt = Date.parse(session.data.expirationTime ?? '')
    await store.putSession(id, { session, issued }, expiresAt)
    response.setHeader(
      'set-cookie',
      serializeCookie(cookieName, id, { ...cookieAttributes, maxAgeSeconds: expiresInSeconds }),
    )
    send(response, 200, { session })
  }

  async function getSessions(request: NodeRequestLike, response: NodeResponseLike, url: URL) {
    const live = await liveSessions(readCookie(request.headers.cookie, cookieName))
    send(response, 200, { sessions: live.filter(matching(url)).map(({ session }) => session) })
  }

  async function deleteSessions(request: NodeRequestLike, response: NodeResponseLike, url: URL) {
    const id = readCookie(request.headers.cookie, cookieName)
    if (id !== undefined) {
      const all = !url.searchParams.has('chainId') && !url.searchParams.has('address')
      await store.deleteSessions(id, all ? undefined : matching(url))
      if (all) {
        response.setHeader(
          'set-cookie',
          serializeCookie(cookieName, '', { ...cookieAttributes, maxAgeSeconds: 0 }),
        )
      }
    }
    send(response, 204)
  }

  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://siwx.invalid')
    if (!url.pathname.startsWith(`${basePath}/`)) return false
    const route = url.pathname.slice(basePath.length)
    const method = (request.method ?? 'GET').toUpperCase()
    try {
      if (route !== SIWX_REQUEST_PATH && route !== SIWX_SESSION_PATH) {
        send(response, 404, { error: 'Not found' })
        return true
      }
      const origin = headerOf(request, 'origin')
      if (origin !== undefined && allowedOrigins.has(origin)) {
        // A page on another allowed origin calls with credentials: CORS answers for it alone.
        response.setHeader('access-control-allow-origin', origin)
        response.setHeader('access-control-allow-credentials', 'true')
        response.setHeader('vary', 'origin')
      }
      if (method !== 'GET' && origin !== undefined && !allowedOrigins.has(origin)) {
        send(response, 403, { error: `Origin ${origin.slice(0, 100)} is not allowed` })
        return true
      }
      if (method === 'OPTIONS') {
        response.setHeader('access-control-allow-methods', 'GET, POST, DELETE')
        response.setHeader('access-control-allow-headers', 'content-type')
        send(response, 204)
        return true
      }
      if (route === SIWX_REQUEST_PATH && method === 'POST') await postRequest(request, response)
      else if (route === SIWX_SESSION_PATH && method === 'POST') await postSession(request, response)
      else if (route === SIWX_SESSION_PATH && method === 'GET') await getSessions(request, response, url)
      else if (route === SIWX_SESSION_PATH && method === 'DELETE')
        await deleteSessions(request, response, url)
      else {
        response.setHeader('allow', route === SIWX_REQUEST_PATH ? 'POST' : 'GET, POST, DELETE')
        send(response, 405, { error: 'Method not allowed' })
      }
    } catch (error) {
      if (error instanceof BodyTooLargeError) send(response, 413, { error: error.message })
      else {
        console.error('WalletPort sign-in handler failed', error)
        send(response, 500, { error: 'Internal error' })
      }
    }
    return true
  }
}

/** An account that passes the message grammar, to check a request whose account the wallet will pick. */
function placeholderAccount(chainId: CaipNetworkId): string {
  return chainId.startsWith('eip155:') ? `0x${'0'.repeat(40)}` : 'account'
}
