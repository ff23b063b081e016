import { parseCaipNetworkId } from '../../caip/parseCaipNetworkId.js'
import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import { type SiwxSession, siwxSessionSchema } from '../../schemas/siwx.js'
import type { WalletPortStorage } from '../../storage/createStorage.js'
import { createNonce } from './createNonce.js'
import { InvalidSiwxMessageError, SiwxNonceError, SiwxSessionRejectedError } from './errors.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxRequest } from './types.js'

export interface CreateDefaultSiwxParameters {
  /** Where sessions are kept (key 'siwx-sessions'). */
  storage: WalletPortStorage
  /** Checks a session's signature; the client's `getSiwxVerifier` asks the namespace adapter. */
  verify(session: SiwxSession): Promise<boolean>
  /** RFC 3986 authority; default `location.host` in a browser, required elsewhere. */
  domain?: string
  /** Default `location.href` in a browser, required elsewhere. */
  uri?: string
  statement?: string
  /** Session lifetime. Default 24 hours. */
  expiresInSeconds?: number
  /** Disconnect a wallet that refuses to sign in. Default false. */
  required?: boolean
  now?: () => number
  /** The chain word of non-eip155 messages ("… with your Solana account"). */
  getChainName?: (namespace: ChainNamespace) => string | undefined
}

const DAY_SECONDS = 24 * 60 * 60

interface Issued {
  chainId: CaipNetworkId
  /** Unset for a request whose account the wallet picks (`createRequest`). */
  accountAddress?: string
}

function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  // eip155 addresses differ only in checksum case; other chains' encodings are case-sensitive.
  return chainId.startsWith('eip155:') ? a.toLowerCase() === b.toLowerCase() : a === b
}

function pageLocation(): { host: string; href: string } | undefined {
  const location = (globalThis as { location?: { host?: unknown; href?: unknown } }).location
  return typeof location?.host === 'string' && typeof location.href === 'string' && location.host !== ''
    ? { host: location.host, href: location.href }
    : undefined
}

/**
 * WalletPort's own sign-in: EIP-4361 / CAIP-122 messages, single-use random nonces remembered by this
 * instance, sessions in storage that expire, signatures checked by `verify`.
 */
export function createDefaultSiwx(parameters: CreateDefaultSiwxParameters): SiwxConfig {
  const { storage, verify, statement } = parameters
  const now = parameters.now ?? Date.now
  const expiresInSeconds = parameters.expiresInSeconds ?? DAY_SECONDS
  const domain = parameters.domain ?? pageLocation()?.host
  const uri = parameters.uri ?? pageLocation()?.href
  if (domain === undefined)
    throw new InvalidSiwxMessageError({ field: 'domain', rule: 'is required outside a browser' })
  if (uri === undefined)
    throw new InvalidSiwxMessageError({ field: 'uri', rule: 'is required outside a browser' })
  if (!(expiresInSeconds > 0)) {
    throw new InvalidSiwxMessageError({ field: 'expirationTime', rule: 'needs expiresInSeconds above 0' })
  }

  const site = { domain, uri }
  const issued = new Map<string, Issued>()
  const used = new Set<string>()

  function chainNameOf(chainId: CaipNetworkId): string | undefined {
    return parameters.getChainName?.(parseCaipNetworkId(chainId).namespace)
  }

  function format(data: SiwxMessageData): string {
    return formatSiwxMessage(
      {
        ...data,
        issuedAt: data.issuedAt ?? '',
        expirationTime: data.expirationTime,
        notBefore: data.notBefore,
        requestId: data.requestId,
        resources: data.resources,
        statement: data.statement,
      },
      { chainName: chainNameOf(data.chainId) },
    )
  }

  function isLive(session: SiwxSession, at: number): boolean {
    const { expirationTime, notBefore } = session.data
    if (expirationTime !== undefined && Date.parse(expirationTime) <= at) return false
    return notBefore === undefined || Date.parse(notBefore) <= at
  }

  function isExpired(session: SiwxSession, at: number): boolean {
    const { expirationTime } = session.data
    return expirationTime !== undefined && Date.parse(expirationTime) <= at
  }

  function stored(): SiwxSession[] {
    const at = now()
    const sessions = storage.get('siwx-sessions') ?? []
    const kept = sessions.filter((session) => !isExpired(session, at))
    if (kept.length !== sessions.length) storage.set('siwx-sessions', kept)
    return kept
  }

  function matches(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
    return session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)
  }

  /** Checks everything but the nonce; throws `SiwxSessionRejectedError` naming the failed check. */
  async function check(input: SiwxSession): Promise<SiwxSession> {
    const parsed = siwxSessionSchema.safeParse(input)
    if (!parsed.success)
      throw new SiwxSessionRejectedError({ reason: 'malformed session', cause: parsed.error })
    const session = parsed.data
    let expected: string
    try {
      expected = format(session.data)
    } catch (cause) {
      throw new SiwxSessionRejectedError({ reason: 'message data breaks the grammar', cause })
    }
    if (expected !== session.message) {
      throw new SiwxSessionRejectedError({ reason: 'the signed message does not match its data' })
    }
    if (!isLive(session, now())) throw new SiwxSessionRejectedError({ reason: 'expired or not yet valid' })
    if (!(await verify(session))) throw new SiwxSessionRejectedError({ reason: 'signature not valid' })
    return session
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

  function save(sessions: readonly SiwxSession[]): void {
    storage.set('siwx-sessions', [...sessions])
  }

  return {
    async createMessage({ chainId, accountAddress }): Promise<SiwxMessage> {
      const data: SiwxMessageData = { ...request(chainId), accountAddress }
      const text = format(data)
      issued.set(data.nonce, { chainId, accountAddress })
      return { ...data, toString: () => text }
    },

    async createRequest({ chainId }): Promise<SiwxRequest> {
      const data = request(chainId)
      issued.set(data.nonce, { chainId })
      return data
    },

    async addSession(session) {
      const nonce = session.data.nonce
      const ticket = issued.get(nonce)
      if (!ticket) {
        throw new SiwxNonceError({ details: used.has(nonce) ? 'Nonce already used.' : 'Nonce never issued.' })
      }
      // Spent on the first attempt, good or bad: a failed signature never gets a second try with it.
      issued.delete(nonce)
      used.add(nonce)
      if (
        ticket.chainId !== session.data.chainId ||
        (ticket.accountAddress !== undefined &&
          !sameAddress(ticket.chainId, ticket.accountAddress, session.data.accountAddress))
      ) {
        throw new SiwxSessionRejectedError({ reason: 'nonce was issued for another account or network' })
      }
      const checked = await check(session)
      const { chainId, accountAddress } = checked.data
      save([...stored().filter((other) => !matches(other, chainId, accountAddress)), checked])
    },

    async revokeSession(chainId, address) {
      save(stored().filter((session) => !matches(session, chainId, address)))
    },

    /** Replaces every session; each is checked (message, expiry, signature) but not its nonce. */
    async setSessions(sessions) {
      const checked: SiwxSession[] = []
      for (const session of sessions) checked.push(await check(session))
      save(checked)
    },

    async getSessions(chainId, address) {
      const at = now()
      return stored().filter((session) => matches(session, chainId, address) && isLive(session, at))
    },

    getRequired: () => parameters.required ?? false,
  }
}
