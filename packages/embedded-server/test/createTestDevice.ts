import { createDeviceKey, createDpopProof, type DeviceKey } from '@walletport/embedded/contract'
import type { Hono } from 'hono'
import type { TestClock } from './createTestClock.js'
import { testDappOrigin, testPublicUrl } from './createTestServer.js'

export interface ApiAnswer<Body = Record<string, unknown>> {
  status: number
  body: Body
  headers: Headers
}

export interface TestDevice {
  key: DeviceKey
  ip: string
  /** Calls the API as this device: a fresh DPoP proof per request, the access token when one is given. */
  call<Body = Record<string, unknown>>(
    app: Hono,
    path: string,
    options?: { body?: unknown; accessToken?: string; method?: 'GET' | 'POST'; origin?: string | null },
  ): Promise<ApiAnswer<Body>>
}

export const testDapp = { origin: testDappOrigin, name: 'Test Dapp' }

/** A browser-like device: its own non-extractable P-256 key and client address. */
export async function createTestDevice(clock: TestClock, ip = '198.51.100.7'): Promise<TestDevice> {
  const key = await createDeviceKey()
  return {
    key,
    ip,
    async call(app, path, { body, accessToken, method = 'POST', origin = testPublicUrl } = {}) {
      const url = `${testPublicUrl}${path}`
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        dpop: await createDpopProof(key, { method, url, accessToken, now: clock.now() }),
      }
      if (origin !== null) headers.origin = origin
      if (accessToken) headers.authorization = `DPoP ${accessToken}`
      const response = await app.request(url, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      })
      const text = await response.text()
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = { text }
      }
      return { status: response.status, body: parsed as never, headers: response.headers }
    },
  }
}
