import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createDeviceKey,
  embeddedRoutes,
  RouteAnswerError,
  type RouteContract,
} from '@walletport/embedded/contract'
import { createFrameApi, type StoredSession } from './createFrameApi.js'

/** A loopback server answering each path with the JSON the test sets; it records what it was asked. */
function startScriptedServer() {
  const answers = new Map<string, unknown>()
  const asked: { method: string; path: string; body: string; authorization?: string }[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      asked.push({
        method: request.method ?? '',
        path: request.url ?? '',
        body,
        authorization: request.headers.authorization,
      })
      const answer = answers.get(`${request.method} ${request.url}`)
      response.writeHead(answer === undefined ? 404 : 200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer ?? { error: { code: 'not_found', message: 'No such route' } }))
    })
  })
  return {
    answers,
    asked,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

describe("the frame's typed client of its server", () => {
  const server = startScriptedServer()
  let api: ReturnType<typeof createFrameApi>

  beforeAll(async () => {
    const session: StoredSession = {
      accessToken: 'access',
      refreshToken: 'refresh',
      account: { id: 'account', email: 'user@example.com' },
    }
    api = createFrameApi({
      serverUrl: await server.listen(),
      fetch: globalThis.fetch,
      deviceKey: await createDeviceKey(),
      session: { get: async () => session, set: async () => {} },
    })
  })
  afterAll(() => server.close())

  const device = {
    id: 'a'.repeat(43),
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSeenAt: '2026-01-02T00:00:00.000Z',
    canSign: true,
    current: true,
  }

  it('calls the route with its method, path, token and body, and gives the answer its contract describes', async () => {
    server.answers.set('GET /v1/devices', { devices: [device] })
    await expect(api.request(embeddedRoutes.listDevices)).resolves.toEqual({ devices: [device] })
    server.answers.set('POST /v1/devices/revoke', { ok: true })
    await expect(api.request(embeddedRoutes.revokeDevice, { deviceId: device.id })).resolves.toEqual({
      ok: true,
    })
    expect(server.asked.slice(-2)).toEqual([
      { method: 'GET', path: '/v1/devices', body: '', authorization: 'DPoP access' },
      {
        method: 'POST',
        path: '/v1/devices/revoke',
        body: JSON.stringify({ deviceId: device.id }),
        authorization: 'DPoP access',
      },
    ])
  })

  it('refuses an answer of the wrong shape, naming the route and the field', async () => {
    server.answers.set('GET /v1/devices', { devices: [{ ...device, canSign: 'yes' }] })
    const refused = api.request(embeddedRoutes.listDevices)
    await expect(refused).rejects.toBeInstanceOf(RouteAnswerError)
    await expect(refused).rejects.toMatchObject({
      route: 'GET /v1/devices',
      field: 'devices.0.canSign',
      message: expect.stringMatching(
        /^The wallet server answered GET \/v1\/devices outside its contract: devices\.0\.canSign: /,
      ),
    })
  })

  it('refuses an answer with a field its contract does not have', async () => {
    server.answers.set('POST /v1/passkeys/remove', { ok: true, removed: 'everything' })
    await expect(api.request(embeddedRoutes.removePasskey, { credentialId: 'abc' })).rejects.toMatchObject({
      name: 'RouteAnswerError',
      route: 'POST /v1/passkeys/remove',
      field: 'answer',
    })
  })

  it('refuses an answer missing what the frame needs (a recovery set without its addresses)', async () => {
    const box = { epk: 'a', iv: 'b', ct: 'c' }
    server.answers.set('POST /v1/passkeys/recover/verify', {
      serverShare: box,
      recoveryShare: box,
      recoveryKdf: { algorithm: 'webauthn-prf-hkdf-sha256', salt: 's', iv: 'i' },
    })
    await expect(
      api.request(embeddedRoutes.passkeyRecoverVerify, {
        response: {
          id: 'abc',
          rawId: 'abc',
          type: 'public-key',
          clientExtensionResults: {},
          response: { clientDataJSON: 'a', authenticatorData: 'b', signature: 'c' },
        },
        recipientKey: 'key',
      }),
    ).rejects.toMatchObject({ name: 'RouteAnswerError', field: 'addresses' })
  })

  const dapp = { origin: 'https://dapp.example', name: 'Dapp' }
  const uuid = '0b8e4f4e-8d1a-4c1e-9a53-3f4f6b0e2a11'
  const tokens = { accessToken: 'a', refreshToken: 'r', expiresIn: 900 }

  /** Per feature: a route, a body within its contract, an answer outside it, and the field the refusal names. */
  const answersOutsideContract: [string, RouteContract, unknown, unknown, string][] = [
    [
      'email login: a code asked without its challenge',
      embeddedRoutes.emailLoginStart,
      { email: 'user@example.com', dapp },
      { action: 'VERIFY_OTP' },
      'challengeId',
    ],
    [
      'email login: a session without its refresh token',
      embeddedRoutes.emailLoginVerify,
      { challengeId: uuid, code: '123456' },
      { action: 'CONNECT', account: { id: 'a', email: 'user@example.com' }, ...tokens, refreshToken: 7 },
      'refreshToken',
    ],
    [
      'email login: an approval wait with an action of another flow',
      embeddedRoutes.deviceApprovalWait,
      { approvalId: uuid },
      { action: 'CONNECT' },
      'action',
    ],
    [
      'session: a configuration without its sign-ins',
      embeddedRoutes.serverConfig,
      undefined,
      { transportKey: 'key' },
      'socials',
    ],
    [
      'session: pinned addresses that are no address',
      embeddedRoutes.me,
      undefined,
      {
        account: { id: 'a', email: null },
        wallet: { evmAddress: '0x12', solanaAddress: '11111111111111111111111111111111' },
        authTime: '2026-01-01T00:00:00.000Z',
      },
      'wallet.evmAddress',
    ],
    [
      'session: refreshed tokens with a lifetime in text',
      embeddedRoutes.refreshSession,
      { refreshToken: 'refresh' },
      { ...tokens, expiresIn: '900' },
      'expiresIn',
    ],
    [
      'account email: a first step answered with the second',
      embeddedRoutes.emailUpdateStart,
      { newEmail: 'new@example.com', dapp },
      { action: 'VERIFY_SECONDARY_OTP', challengeId: uuid },
      'action',
    ],
    [
      'wallet: an auth share without its ciphertext',
      embeddedRoutes.openAuthShare,
      { recipientKey: 'key', purpose: 'sign' },
      {
        share: { epk: 'a', iv: 'b' },
        addresses: { evmAddress: `0x${'1'.repeat(40)}`, solanaAddress: '11111111111111111111111111111111' },
      },
      'share.ct',
    ],
    [
      'wallet: a creation answered as refused',
      embeddedRoutes.createWallet,
      {
        addresses: { evmAddress: `0x${'1'.repeat(40)}`, solanaAddress: '11111111111111111111111111111111' },
        authShare: { epk: 'a', iv: 'b', ct: 'c' },
        serverShare: { epk: 'a', iv: 'b', ct: 'c' },
        recoveryShare: { epk: 'a', iv: 'b', ct: 'c' },
        recoveryKdf: {},
      },
      { ok: false },
      'ok',
    ],
    [
      'social: a sign-in URL that is no text',
      embeddedRoutes.socialLoginStart,
      { provider: 'google', loginChallenge: 'c'.repeat(43), dapp },
      { uri: 7 },
      'uri',
    ],
    [
      'social: a session without its provider',
      embeddedRoutes.socialLoginRedeem,
      { code: 'c'.repeat(43), verifier: 'v'.repeat(43) },
      { action: 'CONNECT', account: { id: 'a', email: null }, userName: null, ...tokens },
      'provider',
    ],
    [
      'farcaster: a session without its user name',
      embeddedRoutes.farcasterLoginWait,
      { loginId: uuid },
      { action: 'CONNECT', account: { id: 'a', email: null }, ...tokens },
      'userName',
    ],
    [
      'farcaster: a linked identity without its date',
      embeddedRoutes.farcasterLinkWait,
      { loginId: uuid },
      { action: 'LINKED', identity: { id: 'i', provider: 'farcaster', userName: 'alice', email: null } },
      'identity.createdAt',
    ],
    [
      'identities: an identity whose removability is text',
      embeddedRoutes.listIdentities,
      undefined,
      {
        email: null,
        identities: [
          {
            id: 'i',
            provider: 'github',
            userName: 'alice',
            email: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            removable: 'yes',
          },
        ],
      },
      'identities.0.removable',
    ],
  ]

  it.each(answersOutsideContract)(
    'refuses an answer outside its contract (%s)',
    async (_, route, body, answer, field) => {
      server.answers.set(`${route.method} ${route.path}`, answer)
      const request = api.request as (route: RouteContract, body?: unknown) => Promise<unknown>
      await expect(request(route, body)).rejects.toMatchObject({
        name: 'RouteAnswerError',
        route: `${route.method} ${route.path}`,
        field,
      })
    },
  )
})
