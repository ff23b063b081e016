import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SiwxSession } from '@walletport/core'
import { createSiwxRequestHandler } from '@walletport/core/siwx-server'

export interface SiwxServer {
  /** The handler's base URL, for `createBackendSiwx({ url })`. */
  readonly url: string
  /**
   * Node's fetch with a cookie jar of its own, as a fresh browser profile keeps the session cookie:
   * `createBackendSiwx({ fetch })`.
   */
  createFetch(): typeof fetch
  stop(): Promise<void>
}

function createFetch(): typeof fetch {
  const jar = new Map<string, string>()
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await fetch(input, { ...init, headers })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/max-age=0/i.test(line)) jar.delete(name)
      else jar.set(name, value)
    }
    return response
  }) as typeof fetch
}

/**
 * core's reference SIWX server (`createSiwxRequestHandler`) on a free loopback port, for tests of a backend
 * sign-in: it issues each request and accepts a session only when `verify` (the adapters' `getSiwxVerifier`)
 * accepts its signature.
 */
export async function startSiwxServer(parameters: {
  verify(session: SiwxSession): Promise<boolean>
  domain?: string
  uri?: string
}): Promise<SiwxServer> {
  const handler = createSiwxRequestHandler({
    domain: parameters.domain ?? 'app.example',
    uri: parameters.uri ?? 'https://app.example/',
    verify: parameters.verify,
  })
  const server = createServer(async (request, response) => {
    if (!(await handler(request, response))) {
      response.statusCode = 404
      response.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`,
    createFetch,
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
