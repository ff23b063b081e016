import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import { InvalidSiwxMessageError, SiwxNonceError, SiwxSessionRejectedError } from '../../errors/siwx.js'
import type { SiwxSession } from '../../schemas/siwx.js'
import type { WalletPortStorage } from '../../storage/createStorage.js'
import {
  checkSiwxSession,
  formatSiwxData,
  type IssuedSiwxRequest,
  isSameSiwxAddress,
} from './checkSiwxSession.js'
import { createNonce } from './createNonce.js'
import type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxRequest } from './types.js'

export interface CreateDefaultSiwxParameters {
  /** Checks a session's signature; the client's `getSiwxVerifier` asks the namespace adapter. */
  verify(session: SiwxSession): Promise<boolean>
  /** RFC 3986 authority; default `location.host` in a browser, required elsewhere. */
  domain?: string
  /** Default `location.href` in a browser, required elsewhere. */
  uri?: string
  statement?: string
  /** The lifetime asked for, and the longest a session is accepted for (one-click auth included). Default 24 h. */
  expiresInSeconds?: number
  /** Disconnect a wallet that refuses to sign in. Default false. */
  required?: boolean
  now?: () => number
  /** The chain word of non-eip155 messages ("… with your Solana account"). */
  getChainName?: (namespace: ChainNamespace) => string | undefined
  /**
   * Only to clean up: sessions are no longer written to storage; the `siwx-sessions` key earlier versions left
   * (signature and signed message, readable by any script on the page) is removed from it.
   */
  storage?: WalletPortStorage
}

const DAY_SECONDS = 24 * 60 * 60
/** Requests signed by nobody are forgotten beyond this many, oldest first. */
const MAX_OPEN_REQUESTS = 32

interface Kept {
  session: SiwxSession
  issued: IssuedSiwxRequest
}

function pageLocation(): { host: string; href: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; href?: unknown } }).location
  return typeof location?.host === 'string' && typeof location.href === 'string' && location.host !== ''
    ? { host: location.host, href: location.href }
    : undefined
}

function nonceOf(input: unknown): unknown {
  try {
    return (input as { data?: { nonce?: unknown } } | null)?.data?.nonce
  } catch {
    return undefined
  }
}

/**
 * WalletPort's client-only sign-in: EIP-4361 / CAIP-122 messages with single-use random nonces this instance
 * issued; a session is accepted only when it answers its request exactly (`checkSiwxSession`: every field, the
 * signed text, the lifetime, the signature) and is checked again, signature included, each time it is read.
 * Sessions live in this instance's memory only: nothing a page script could lift and replay is written to
 * storage, so a reload asks again. A client-only sign-in proves nothing to a backend: apps that need one use
 * `createBackendSiwx`, whose sessions survive reloads in an HttpOnly cookie.
 */
export function createDefaultSiwx(parameters: CreateDefaultSiwxParameters): SiwxConfig {
  const { verify, statement, getChainName } = parameters
  const now = parameters.now ?? (() => Date.now())
  const expiresInSeconds = parameters.expiresInSeconds ?? DAY_SECONDS
  const pageDomain = parameters.domain ?? pageLocation()?.host
  const pageUri = parameters.uri ?? pageLocation()?.href
  if (pageDomain === undefined)
    throw new InvalidSiwxMessageError({ field: 'domain', rule: 'is required outside a browser' })
  if (pageUri === undefined)
    throw new InvalidSiwxMessageError({ field: 'uri', rule: 'is required outside a browser' })
  const site = { domain: pageDomain, uri: pageUri }
  if (!(expiresInSeconds > 0)) {
    throw new InvalidSiwxMessageError({ field: 'expirationTime', rule: 'needs expiresInSeconds above 0' })
  }
  parameters.storage?.remove('siwx-sessions')

  const open = new Map<string, IssuedSiwxRequest>()
  const used = new Set<string>()
  const sessions = new Map<string, Kept>()

  const keyOf = (chainId: CaipNetworkId, address: string) =>
    `${chainId}|${chainId.startsWith('eip155:') ? address.toLowerCase() : address}`

  function issue(request: IssuedSiwxRequest): void {
    open.set(request.nonce, request)
    for (const nonce of open.keys()) {
      if (open.size <= MAX_OPEN_REQUESTS) break
      open.delete(nonce)
    }
  }

  function request(chainId: CaipNetworkId): SiwxRequest {
    const issuedAtMs = now()
    return {
      chainId,
      nonce: createNonce(),
      ...site,
      version: '1',
      issuedAt: new Date(issuedAtMs).toISOString(),
      expirationTime: new Date(issuedAtMs + expiresInSeconds * 1000).toISOString(),
      ...(statement === undefined ? {} : { statement }),
    }
  }

  const check = (input: unknown, issued: IssuedSiwxRequest) =>
    checkSiwxSession(input, {
      issued,
      now: now(),
      maxLifetimeSeconds: expiresInSeconds,
      verify,
      getChainName,
    })

  /** The kept session of this account, checked again; a session that no longer passes is dropped. */
  async function recheck(chainId: CaipNetworkId, address: string): Promise<SiwxSession | undefined> {
    const key = keyOf(chainId, address)
    const kept = sessions.get(key)
    if (!kept) return undefined
    try {
      return await check(kept.session, kept.issued)
    } catch {
      if (sessions.get(key) === kept) sessions.delete(key)
      return undefined
    }
  }

  function ticketFor(input: unknown): IssuedSiwxRequest {
    const nonce = nonceOf(input)
    const ticket = typeof nonce === 'string' ? open.get(nonce) : undefined
    if (!ticket) {
      if (typeof nonce !== 'string') throw new SiwxSessionRejectedError({ reason: 'malformed session' })
      throw new SiwxNonceError({ details: used.has(nonce) ? 'Nonce already used.' : 'Nonce never issued.' })
    }
    // Spent on the first attempt, good or bad: a failed signature never gets a second try with it.
    open.delete(ticket.nonce)
    used.add(ticket.nonce)
    return ticket
  }

  function keep(session: SiwxSession, issued: IssuedSiwxRequest): void {
    sessions.set(keyOf(session.data.chainId, session.data.accountAddress), { session, issued })
  }

  return {
    async createMessage({ chainId, accountAddress }): Promise<SiwxMessage> {
      const data: SiwxMessageData = { ...request(chainId), accountAddress }
      const text = formatSiwxData(data, getChainName)
      issue(data)
      return { ...data, toString: () => text }
    },

    async createRequest({ chainId }): Promise<SiwxRequest> {
      const data = request(chainId)
      issue(data)
      return data
    },

    async addSession(input) {
      const issued = ticketFor(input)
      const session = await check(input, issued)
      keep(session, issued)
    },

    async revokeSession(chainId, address) {
      sessions.delete(keyOf(chainId, address))
    },

    /**
     * Replaces every session. Each must answer a request this instance issued and nobody signed yet (its nonce
     * is spent), or be one it already holds; each is checked in full.
     */
    async setSessions(input) {
      const next: Kept[] = []
      for (const candidate of input) {
        const held = [...sessions.values()].find((kept) => kept.session.data.nonce === nonceOf(candidate))
        const issued = held?.issued ?? ticketFor(candidate)
        next.push({ session: await check(candidate, issued), issued })
      }
      sessions.clear()
      for (const { session, issued } of next) keep(session, issued)
    },

    async getSessions(chainId, address) {
      const session = await recheck(chainId, address)
      return session && isSameSiwxAddress(chainId, session.data.accountAddress, address) ? [session] : []
    },

    getRequired: () => parameters.required ?? false,
  }
}
