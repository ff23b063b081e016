import type * as z from 'zod/mini'
import type { CaipNetworkId, ChainNamespace } from '../../../caip/types.js'
import { HttpRequestError } from '../../../errors/chainClient.js'
import { InvalidSiwxMessageError, SiwxSessionRejectedError } from '../../../errors/siwx.js'
import type { SiwxSession } from '../../../schemas/siwx.js'
import { formatSiwxData, isSameSiwxAddress, isSiwxText } from '../checkSiwxSession.js'
import type { SiwxConfig, SiwxMessage, SiwxMessageData, SiwxRequest } from '../types.js'
import {
  SIWX_REQUEST_PATH,
  SIWX_SESSION_PATH,
  siwxErrorAnswerSchema,
  siwxRequestAnswerSchema,
  siwxSessionAnswerSchema,
  siwxSessionsAnswerSchema,
} from './siwxHttpContract.js'

export interface CreateBackendSiwxParameters {
  /** Base URL of the app's sign-in routes (`createSiwxRequestHandler`), e.g. '/siwx' or 'https://api.app/siwx'. */
  url: string
  /** Default: the page's fetch. The session cookie is the browser's business (`credentials`). */
  fetch?: typeof fetch
  /** Default 'include', so a backend on another origin of the app gets its cookie. */
  credentials?: RequestCredentials
  /** Per request. Default 10 000 ms. */
  timeoutMs?: number
  /** Disconnect a wallet that refuses to sign in. Default false. */
  required?: boolean
  /** Must match the server's (default: both use `getSiwxChainName`). */
  getChainName?: (namespace: ChainNamespace) => string | undefined
}

type Method = 'GET' | 'POST' | 'DELETE'

/**
 * Sign-in whose proof lives on the app's backend: the backend issues each request (nonce, domain, uri, times),
 * verifies the signed session against it, spends the nonce and keeps the session behind an HttpOnly cookie. The
 * page holds nothing a script could lift and replay; sessions are asked of the backend (which checks them again)
 * each time they are read, so a sign-in survives reloads as long as the cookie does. The page checks what comes
 * back too: a request for another network or account, or a session that is not this account's or has expired,
 * is refused.
 */
export function createBackendSiwx(parameters: CreateBackendSiwxParameters): SiwxConfig {
  const base = parameters.url.replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? 10_000

  async function call<T extends z.ZodMiniType>(
    method: Method,
    path: string,
    schema: T | undefined,
    body?: unknown,
  ): Promise<z.output<T> | undefined> {
    const url = `${base}${path}`
    const fetcher = parameters.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await fetcher(url, {
        method,
        credentials: parameters.credentials ?? 'include',
        headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (cause) {
      throw new HttpRequestError({ url, cause })
    }
    const json: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined)
    if (response.status === 401) {
      const answer = siwxErrorAnswerSchema.safeParse(json)
      throw new SiwxSessionRejectedError({
        reason: answer.success ? answer.data.error.slice(0, 200) : 'refused',
      })
    }
    if (!response.ok) throw new HttpRequestError({ url, status: response.status })
    if (!schema) return undefined
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new HttpRequestError({
        url,
        status: response.status,
        details: 'Unexpected answer',
        cause: parsed.error,
      })
    }
    return parsed.data
  }

  async function requestFor(chainId: CaipNetworkId, accountAddress?: string): Promise<SiwxRequest> {
    const answer = await call('POST', SIWX_REQUEST_PATH, siwxRequestAnswerSchema, {
      chainId,
      ...(accountAddress === undefined ? {} : { accountAddress }),
    })
    const request = answer?.request as (SiwxRequest & { accountAddress?: string }) | undefined
    if (!request || request.chainId !== chainId) {
      throw new InvalidSiwxMessageError({
        field: 'chainId',
        rule: 'of the backend request is not the one asked',
      })
    }
    if (
      accountAddress !== undefined &&
      (request.accountAddress === undefined ||
        !isSameSiwxAddress(chainId, request.accountAddress, accountAddress))
    ) {
      throw new InvalidSiwxMessageError({
        field: 'accountAddress',
        rule: 'of the backend request is not the one asked',
      })
    }
    return request
  }

  function isOwnLiveSession(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
    const { data } = session
    try {
      return (
        data.chainId === chainId &&
        isSameSiwxAddress(chainId, data.accountAddress, address) &&
        Date.parse(data.expirationTime ?? '') > Date.now() &&
        isSiwxText(data, session.message, parameters.getChainName)
      )
    } catch {
      return false
    }
  }

  const query = (chainId: CaipNetworkId, address: string) =>
    `${SIWX_SESSION_PATH}?${new URLSearchParams({ chainId, address })}`

  return {
    async createMessage({ chainId, accountAddress }): Promise<SiwxMessage> {
      const data = { ...(await requestFor(chainId, accountAddress)), accountAddress } as SiwxMessageData
      const text = formatSiwxData(data, parameters.getChainName)
      return { ...data, toString: () => text }
    },

    createRequest: ({ chainId }) => requestFor(chainId),

    async addSession(session) {
      await call('POST', SIWX_SESSION_PATH, siwxSessionAnswerSchema, { session })
    },

    async revokeSession(chainId, address) {
      await call('DELETE', query(chainId, address), undefined)
    },

    /** Clears the backend's sessions, then adds each (the backend accepts only sessions it requested). */
    async setSessions(sessions) {
      await call('DELETE', SIWX_SESSION_PATH, undefined)
      for (const session of sessions)
        await call('POST', SIWX_SESSION_PATH, siwxSessionAnswerSchema, { session })
    },

    async getSessions(chainId, address) {
      const answer = await call('GET', query(chainId, address), siwxSessionsAnswerSchema)
      return (answer?.sessions ?? []).filter((session) => isOwnLiveSession(session, chainId, address))
    },

    getRequired: () => parameters.required ?? false,
  }
}
