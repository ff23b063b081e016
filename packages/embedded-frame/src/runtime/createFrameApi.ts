import {
  createDpopProof,
  type DeviceKey,
  embeddedRoutes,
  parseRouteAnswer,
  type RouteAnswer,
  type RouteBody,
  type RouteContract,
} from '@walletport/embedded/contract'
import { FrameRequestError } from './FrameError.js'

export interface StoredSession {
  accessToken: string
  refreshToken: string
  /** email is null for accounts made by another login (Farcaster, social). */
  account: { id: string; email: string | null }
  /** The social provider of the login, when it was one. */
  provider?: string
  /** The name the login gave (social provider, Farcaster user name), shown by the dapp. */
  userName?: string
}

export class FrameApiError extends FrameRequestError {
  override name = 'FrameApiError'
  readonly status: number
  readonly apiCode: string

  constructor({ status, code, message }: { status: number; code: string; message: string }) {
    super(message)
    this.status = status
    this.apiCode = code
  }
}

export interface FrameApi {
  /** The wallet server's origin (the frame's own). */
  readonly serverUrl: string
  /** Learns the server's clock (GET /v1/config) so proofs carry its time. */
  syncClock(): Promise<void>
  /** Calls `route` as its contract says; an answer outside its answer schema is refused (RouteAnswerError). */
  request<Route extends RouteContract>(
    route: Route,
    ...body: RouteBodyArgument<Route>
  ): Promise<RouteAnswer<Route>>
}

type RouteBodyArgument<Route extends RouteContract> = Route['body'] extends null
  ? []
  : [body: RouteBody<Route>]

/**
 * The frame's client of its own server: a DPoP proof on every call, the access token when signed in, one refresh
 * at a time when it expired (a second concurrent refresh would look like token theft and end the session).
 */
export function createFrameApi({
  serverUrl,
  fetch,
  deviceKey,
  session,
}: {
  serverUrl: string
  fetch: typeof globalThis.fetch
  deviceKey: DeviceKey
  session: {
    get(): Promise<StoredSession | undefined>
    set(session: StoredSession | undefined): Promise<void>
  }
}): FrameApi {
  let refreshing: Promise<StoredSession | undefined> | undefined
  /** Server time minus device time, from the X-WalletPort-Time header of each answer. */
  let clockOffset = 0
  const serverNow = () => Date.now() + clockOffset

  async function send(path: string, method: 'GET' | 'POST', body: unknown, accessToken?: string) {
    const url = `${serverUrl}${path}`
    const headers: Record<string, string> = {
      dpop: await createDpopProof(deviceKey, { method, url, accessToken, now: serverNow() }),
    }
    if (method === 'POST') headers['content-type'] = 'application/json'
    if (accessToken) headers.authorization = `DPoP ${accessToken}`
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      })
    } catch {
      throw new FrameRequestError('The wallet server cannot be reached: check your connection and try again')
    }
    const serverTime = Number(response.headers.get('x-walletport-time'))
    if (Number.isFinite(serverTime) && serverTime > 0) clockOffset = serverTime - Date.now()
    const answer = (await response.json().catch(() => ({}))) as {
      error?: { code?: string; message?: string }
    }
    if (response.ok) return answer
    throw new FrameApiError({
      status: response.status,
      code: answer.error?.code ?? 'unknown',
      message: answer.error?.message ?? 'An error occurred',
    })
  }

  async function refresh(stale: StoredSession): Promise<StoredSession | undefined> {
    refreshing ??= (async () => {
      try {
        const current = await session.get()
        // Another call refreshed meanwhile: use its tokens.
        if (current && current.refreshToken !== stale.refreshToken) return current
        const route = embeddedRoutes.refreshSession
        const tokens = parseRouteAnswer(
          route,
          await send(route.path, route.method, { refreshToken: stale.refreshToken } satisfies RouteBody<
            typeof route
          >),
        )
        const next = { ...stale, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }
        await session.set(next)
        return next
      } catch (error) {
        if (error instanceof FrameApiError && error.status === 401) {
          await session.set(undefined)
          return undefined
        }
        throw error
      } finally {
        refreshing = undefined
      }
    })()
    return refreshing
  }

  /** A proof refused for its time: the answer carried the server's clock, so one retry signs with it. */
  async function sendWithClockRetry(
    path: string,
    method: 'GET' | 'POST',
    body: unknown,
    accessToken?: string,
  ) {
    try {
      return await send(path, method, body, accessToken)
    } catch (error) {
      if (
        !(error instanceof FrameApiError) ||
        error.apiCode !== 'invalid_dpop' ||
        !/iat|timestamp/.test(error.message)
      )
        throw error
      return send(path, method, body, accessToken)
    }
  }

  /** With the session's access token when `auth`, renewed once when the server says it expired. */
  async function call({ path, method, auth }: RouteContract, body: unknown): Promise<unknown> {
    if (!auth) return sendWithClockRetry(path, method, body)
    const current = await session.get()
    if (!current) throw new FrameApiError({ status: 401, code: 'unauthorized', message: 'Sign in first' })
    try {
      return await sendWithClockRetry(path, method, body, current.accessToken)
    } catch (error) {
      if (!(error instanceof FrameApiError) || error.status !== 401 || error.apiCode !== 'unauthorized')
        throw error
      const renewed = await refresh(current)
      if (!renewed) throw new FrameApiError({ status: 401, code: 'unauthorized', message: 'Sign in again' })
      return sendWithClockRetry(path, method, body, renewed.accessToken)
    }
  }

  return {
    serverUrl,
    async syncClock() {
      await send(embeddedRoutes.serverConfig.path, embeddedRoutes.serverConfig.method, undefined)
    },
    async request(route, ...[body]) {
      return parseRouteAnswer(route, await call(route, body))
    },
  }
}
