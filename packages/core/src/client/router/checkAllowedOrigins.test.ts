import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestContext } from '../../../test/createTestContext.js'
import { checkAllowedOrigins } from './checkAllowedOrigins.js'

/** A loopback server answering each path with a fixed status and body. */
let server: Server
let base: string
const routes: Record<string, { status: number; body: string }> = {
  '/list': {
    status: 200,
    body: JSON.stringify(['https://app.example.com', 'https://*.preview.example.com']),
  },
  '/object': { status: 200, body: JSON.stringify({ allowedOrigins: ['https://app.example.com'] }) },
  '/missing': { status: 404, body: 'not found' },
  '/html': { status: 200, body: '<html></html>' },
  '/wrong-shape': { status: 200, body: JSON.stringify({ origins: 'https://app.example.com' }) },
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes[request.url ?? ''] ?? { status: 404, body: '' }
    response.writeHead(route.status, { 'content-type': 'application/json' }).end(route.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function contextAt(origin: string | undefined, path: string | undefined) {
  return createTestContext({
    options: path === undefined ? {} : { endpoints: { allowedOrigins: `${base}${path}` } },
    platform: { origin: () => origin, fetch },
  })
}

describe('checkAllowedOrigins', () => {
  let warnLog: jest.SpyInstance
  beforeEach(() => {
    warnLog = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  })
  afterEach(() => warnLog.mockRestore())

  it('passes an origin in the list without an alert', async () => {
    const context = contextAt('https://app.example.com', '/list')
    await expect(checkAllowedOrigins(context)).resolves.toBe('allowed')
    expect(context.store.getState().modal.alert).toBeUndefined()
  })

  it('passes an origin matching a wildcard entry', async () => {
    await expect(checkAllowedOrigins(contextAt('https://pr-12.preview.example.com', '/list'))).resolves.toBe(
      'allowed',
    )
  })

  it('accepts the list wrapped as { allowedOrigins }', async () => {
    await expect(checkAllowedOrigins(contextAt('https://app.example.com', '/object'))).resolves.toBe(
      'allowed',
    )
  })

  it("shows the 'Invalid App Configuration' error alert for an origin not in the list", async () => {
    const context = contextAt('https://evil.example.net', '/list')
    await expect(checkAllowedOrigins(context)).resolves.toBe('denied')
    expect(context.store.getState().modal.alert).toEqual({
      message: 'Invalid App Configuration',
      variant: 'error',
    })
  })

  it('always passes a loopback origin, without fetching', async () => {
    const context = contextAt('http://localhost:5173', '/missing')
    await expect(checkAllowedOrigins(context)).resolves.toBe('allowed')
    expect(warnLog).not.toHaveBeenCalled()
  })

  it('skips when no allowed-origins endpoint is set or there is no page', async () => {
    await expect(checkAllowedOrigins(contextAt('https://evil.example.net', undefined))).resolves.toBe(
      'skipped',
    )
    await expect(checkAllowedOrigins(contextAt(undefined, '/list'))).resolves.toBe('skipped')
  })

  it('logs and skips, without an alert, when the list cannot be fetched or read', async () => {
    for (const path of ['/missing', '/html', '/wrong-shape']) {
      const context = contextAt('https://evil.example.net', path)
      await expect(checkAllowedOrigins(context)).resolves.toBe('skipped')
      expect(context.store.getState().modal.alert).toBeUndefined()
    }
    const unreachable = createTestContext({
      options: { endpoints: { allowedOrigins: 'http://127.0.0.1:9/origins' } },
      platform: { origin: () => 'https://evil.example.net', fetch },
    })
    await expect(checkAllowedOrigins(unreachable)).resolves.toBe('skipped')
    expect(warnLog).toHaveBeenCalledTimes(4)
  })
})
