import type { ChainNamespace } from '../caip/types.js'
import type { IssuedSiwxRequest } from '../client/siwx/checkSiwxSession.js'
import type { SiwxSession } from '../schemas/siwx.js'

/** The parts of Node's `IncomingMessage` the handler reads (Express and Connect requests have them too). */
export interface NodeRequestLike extends AsyncIterable<unknown> {
  method?: string | undefined
  url?: string | undefined
  headers: Readonly<Record<string, string | readonly string[] | undefined>>
}

/** The parts of Node's `ServerResponse` the handler writes. */
export interface NodeResponseLike {
  statusCode: number
  setHeader(name: string, value: string | readonly string[]): unknown
  end(body?: string): unknown
}

/** A verified session with the request it answered (kept to check it again whenever it is read). */
export interface StoredSiwxSession {
  session: SiwxSession
  issued: IssuedSiwxRequest
}

/**
 * Where the handler keeps issued requests (single use) and sessions (by cookie id). In memory by default; give
 * a shared one (a database, Redis) when several server instances answer the same site.
 */
export interface SiwxServerStore {
  putRequest(request: IssuedSiwxRequest, expiresAt: number): Promise<void>
  /** The request for `nonce`, removed: a nonce is spent on its first use. Undefined when unknown or expired. */
  takeRequest(nonce: string, now: number): Promise<IssuedSiwxRequest | undefined>
  /** Adds `entry` to the cookie's sessions, replacing one of the same network and account. */
  putSession(id: string, entry: StoredSiwxSession, expiresAt: number): Promise<void>
  getSessions(id: string, now: number): Promise<StoredSiwxSession[]>
  /** Removes the cookie's sessions `matches` accepts (all without it). */
  deleteSessions(id: string, matches?: (entry: StoredSiwxSession) => boolean): Promise<void>
}

export interface SiwxRequestHandlerOptions {
  /** RFC 3986 authority the messages name (the site's host, e.g. `app.example`). */
  domain: string
  /** The URI the messages name (the site, e.g. `https://app.example/`). */
  uri: string
  statement?: string
  /** The lifetime asked for and the longest accepted. Default 24 h. */
  expiresInSeconds?: number
  /** How long an issued request waits for its signature. Default 10 minutes. */
  requestLifetimeSeconds?: number
  /** Checks a session's signature (e.g. `getSiwxVerifier({ adapters })` with the app's adapters). */
  verify(session: SiwxSession): Promise<boolean>
  getChainName?: (namespace: ChainNamespace) => string | undefined
  /** Path the routes live under. Default '/siwx'. */
  basePath?: string
  store?: SiwxServerStore
  cookie?: {
    /** Default 'walletport_siwx'. */
    name?: string
    /** Default: true when `uri` is https. */
    secure?: boolean
    /** Default 'Lax'. */
    sameSite?: 'Strict' | 'Lax' | 'None'
  }
  /** Page origins allowed to call it (checked on the Origin header of writes). Default: the origin of `uri`. */
  allowedOrigins?: readonly string[]
  now?: () => number
}

/** Answers the sign-in routes; resolves false for any other path, so the app's server goes on with it. */
export type SiwxRequestHandler = (request: NodeRequestLike, response: NodeResponseLike) => Promise<boolean>
