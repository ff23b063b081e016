import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createWalletPort } from '../client/createWalletPort.js'
import { createBackendSiwx } from '../client/siwx/backend/createBackendSiwx.js'
import { formatSiwxMessage } from '../client/siwx/formatSiwxMessage.js'
import { getSiwxVerifier } from '../client/siwx/getSiwxVerifier.js'
import type { SiwxConfig, SiwxSession } from '../client/siwx/types.js'
import { localEvm, localEvm2, localSolana } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createSiwxRequestHandler } from './createSiwxRequestHandler.js'

const ACCOUNT = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const OTHER_ACCOUNT = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

function adapters() {
  return [
    createMemoryAdapter({
      networks: [localEvm, localEvm2],
      accounts: [ACCOUNT, OTHER_ACCOUNT],
      addressPattern: /^0x[0-9a-fA-F]{40}$/,
    }),
    createMemoryAdapter({ namespace: 'solana', networks: [localSolana] }),
  ]
}

/** Node's fetch with a cookie jar, as a browser tab keeps cookies across reloads. */
function browserFetch(jar = new Map<string, string>()): typeof fetch & { jar: Map<string, string> } {
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
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
  }) as typeof fetch & { jar: Map<string, string> }
  fetcher.jar = jar
  return fetcher
}

let server: Server
let base: string
let verifying = true
const clock = { now: Date.UTC(2030, 0, 1) }
const serverSide = adapters()

beforeAll(async () => {
  const verify = getSiwxVerifier({ adapters: serverSide })
  const handler = createSiwxRequestHandler({
    domain: 'app.example',
    uri: 'https://app.example/',
    statement: 'Sign in to Example',
    expiresInSeconds: 3600,
    verify: async (session) => verifying && (await verify(session)),
    now: () => clock.now,
  })
  server = createServer(async (request, response) => {
    if (!(await handler(request, response))) {
      response.statusCode = 404
      response.end('app route')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  verifying = true
  clock.now = Date.UTC(2030, 0, 1)
})

async function signedInClient(fetcher = browserFetch()) {
  const storageBackend = createMemoryStorageBackend()
  const client = createWalletPort({
    adapters: adapters(),
    networks: [localEvm, localEvm2, localSolana],
    storage: createStorage({ backend: storageBackend }),
    enableWalletConnect: false,
    siwx: createBackendSiwx({ url: base, fetch: fetcher }),
  })
  await client.ready
  await client.connect({ connectorId: 'memory', namespace: 'eip155' })
  return { client, fetcher, storageBackend }
}

async function signedSession(siwx: SiwxConfig, address = ACCOUNT): Promise<SiwxSession> {
  const message = await siwx.createMessage({ chainId: localEvm.caipNetworkId, accountAddress: address })
  const { toString: _text, ...data } = message
  const [evm] = adapters()
  const signature = await evm!.signMessage({ message: message.toString(), address, network: localEvm })
  return { data, message: message.toString(), signature }
}

describe('createSiwxRequestHandler with createBackendSiwx over a loopback HTTP server', () => {
  it('signs in: the backend issues the message, verifies the signature and sets an HttpOnly cookie', async () => {
    const { client, fetcher, storageBackend } = await signedInClient()
    await client.siwx.requestSignIn()
    expect(client.getState().siwx.status).toBe('success')
    const [session] = await client.siwx.getSessions()
    expect(session?.data).toMatchObject({
      domain: 'app.example',
      uri: 'https://app.example/',
      accountAddress: ACCOUNT,
    })
    expect(fetcher.jar.get('walletport_siwx')).toMatch(/^[-_A-Za-z0-9]{43}$/)
    // Nothing the page could replay is in its storage.
    const stored = (storageBackend.keys?.() ?? []).map((key) => storageBackend.getItem(key)).join('\n')
    expect(stored).not.toContain(session!.signature)
    client.destroy()
  })

  it('the cookie is HttpOnly, SameSite=Lax, scoped to the routes', async () => {
    const response = await fetch(`${base}/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: 'eip155:31337', accountAddress: ACCOUNT }),
    })
    const { request } = (await response.json()) as { request: Record<string, unknown> }
    const message = formatSiwxMessage(request as never)
    const [evm] = adapters()
    const signature = await evm!.signMessage({ message, address: ACCOUNT, network: localEvm })
    const answer = await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session: { data: request, message, signature } }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('set-cookie')).toMatch(
      /^walletport_siwx=[^;]+; Path=\/siwx; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$/,
    )
  })

  it('a reload keeps the sign-in (the cookie), a fresh browser has none', async () => {
    const { client, fetcher } = await signedInClient()
    await client.siwx.requestSignIn()
    client.destroy()
    const reloaded = await signedInClient(browserFetch(fetcher.jar))
    expect(await reloaded.client.siwx.getSessions()).toHaveLength(1)
    const signs = (reloaded.client.getAdapter('eip155') as unknown as ReturnType<typeof adapters>[0]).wallet
      .requests
    await reloaded.client.siwx.requestSignIn()
    expect(signs).not.toContain('signMessage')
    const stranger = await signedInClient()
    expect(await stranger.client.siwx.getSessions()).toEqual([])
    reloaded.client.destroy()
    stranger.client.destroy()
  })

  it('refuses a replayed session, a changed one and one it never requested', async () => {
    const siwx = createBackendSiwx({ url: base, fetch: browserFetch() })
    const session = await signedSession(siwx)
    await siwx.addSession(session)
    await expect(siwx.addSession(session)).rejects.toThrow(/nonce was not issued here or was already used/)
    const fresh = await signedSession(siwx)
    await expect(
      siwx.addSession({ ...fresh, data: { ...fresh.data, expirationTime: '2999-01-01T00:00:00.000Z' } }),
    ).rejects.toThrow('Sign-in session rejected: expirationTime is not the one requested')
    const forged = {
      ...fresh,
      data: { ...fresh.data, nonce: 'neverIssued12345' },
    }
    await expect(siwx.addSession(forged)).rejects.toThrow(/nonce was not issued here/)
  })

  it('checks sessions again when they are read: a signature that no longer verifies or an expiry ends them', async () => {
    const siwx = createBackendSiwx({ url: base, fetch: browserFetch() })
    await siwx.addSession(await signedSession(siwx))
    expect(await siwx.getSessions(localEvm.caipNetworkId, ACCOUNT)).toHaveLength(1)
    verifying = false
    expect(await siwx.getSessions(localEvm.caipNetworkId, ACCOUNT)).toEqual([])
    verifying = true
    expect(await siwx.getSessions(localEvm.caipNetworkId, ACCOUNT)).toEqual([])

    await siwx.addSession(await signedSession(siwx))
    clock.now += 3600_000
    expect(await siwx.getSessions(localEvm.caipNetworkId, ACCOUNT)).toEqual([])
  })

  it('revokes one session, or all of them with the cookie', async () => {
    const fetcher = browserFetch()
    const siwx = createBackendSiwx({ url: base, fetch: fetcher })
    await siwx.addSession(await signedSession(siwx))
    await siwx.addSession(await signedSession(siwx, OTHER_ACCOUNT))
    await siwx.revokeSession(localEvm.caipNetworkId, ACCOUNT)
    expect(await siwx.getSessions(localEvm.caipNetworkId, ACCOUNT)).toEqual([])
    expect(await siwx.getSessions(localEvm.caipNetworkId, OTHER_ACCOUNT)).toHaveLength(1)
    await siwx.setSessions([])
    expect(fetcher.jar.size).toBe(0)
    expect(await siwx.getSessions(localEvm.caipNetworkId, OTHER_ACCOUNT)).toEqual([])
  })

  it('lets the wallet pick the account for one-click auth', async () => {
    const siwx = createBackendSiwx({ url: base, fetch: browserFetch() })
    const request = await siwx.createRequest!({ chainId: localEvm.caipNetworkId })
    expect('accountAddress' in request).toBe(false)
    const data = { ...request, accountAddress: OTHER_ACCOUNT }
    const message = formatSiwxMessage({ ...data, issuedAt: data.issuedAt ?? '' })
    const [evm] = adapters()
    const signature = await evm!.signMessage({ message, address: OTHER_ACCOUNT, network: localEvm })
    await siwx.addSession({ data, message, signature })
    expect(await siwx.getSessions(localEvm.caipNetworkId, OTHER_ACCOUNT)).toHaveLength(1)
  })

  it('answers malformed, oversized, foreign-origin and unknown requests plainly, and leaves other paths to the app', async () => {
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      })
    expect((await post('/request', '{"chainId":"eip155"}')).status).toBe(400)
    expect((await post('/request', 'not json')).status).toBe(400)
    expect(
      (await post('/request', JSON.stringify({ chainId: 'eip155:1', accountAddress: 'not-an-address' })))
        .status,
    ).toBe(400)
    expect((await post('/session', JSON.stringify({ session: 1 }))).status).toBe(400)
    const tooLarge = await post('/session', 'x'.repeat(70_000))
    expect(tooLarge.status).toBe(413)
    expect(((await tooLarge.json()) as { error: string }).error).toMatch(
      /^The body is larger than \d+ bytes: expected at most \d+, received \d+ or more$/,
    )
    expect(
      (await post('/request', JSON.stringify({ chainId: 'eip155:1' }), { origin: 'https://evil.example' }))
        .status,
    ).toBe(403)
    expect((await fetch(`${base}/request`)).status).toBe(405)
    expect((await fetch(`${base}/nothing`)).status).toBe(404)
    const other = await fetch(base.replace('/siwx', '/app'))
    expect(await other.text()).toBe('app route')
  })
})
