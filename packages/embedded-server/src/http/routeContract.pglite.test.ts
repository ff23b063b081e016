import { type MailSink, startMailSink } from '@walletport/devnet'
import { embeddedRoutes, parseRouteAnswer } from '@walletport/embedded/contract'
import type { Hono } from 'hono'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice, type TestDevice, testDapp } from '../../test/createTestDevice.js'
import { createTestServer } from '../../test/createTestServer.js'
import { approveThroughLink, loginThroughMail, type TestSession } from '../../test/loginThroughMail.js'
import type { Database } from '../db/Database.js'
import { openPgliteDatabase } from '../db/openPgliteDatabase.js'
import { routesServedByContract } from './serveRoute.js'

/** Routes of /v1 still matched by path string only: each leaves this list when its feature moves into the contract. */
const routesNotYetInContract: string[] = []

type Failure = { error: { code: string; message: string } }

describe('the HTTP contract of the embedded server (PGlite)', () => {
  const clock = createTestClock()
  let db: Database
  let sink: MailSink
  let app: Hono

  beforeAll(async () => {
    ;[db, sink] = await Promise.all([openPgliteDatabase({ schema: 'walletport_contract' }), startMailSink()])
    app = (await createTestServer({ db, smtpUrl: sink.smtpUrl, clock })).app
    // PGlite takes seconds to start, and over a minute on this 2-core machine when other suites load it.
  }, 180_000)
  afterAll(async () => {
    await sink?.stop()
    await db?.close()
  })

  const contractRoutes = Object.values(embeddedRoutes).map((route) => `${route.method} ${route.path}`)
  const servedApiRoutes = () => [
    ...new Set(
      app.routes
        .filter((route) => route.path.startsWith('/v1/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    ),
  ]

  it('serves every contract entry once, through the contract', () => {
    expect(new Set(contractRoutes).size).toBe(contractRoutes.length)
    const served = routesServedByContract(app).map((route) => `${route.method} ${route.path}`)
    expect(served.sort()).toEqual([...contractRoutes].sort())
    expect(servedApiRoutes()).toEqual(expect.arrayContaining(contractRoutes))
  })

  it('serves no /v1 route outside the contract but the ones listed as not yet moved', () => {
    const outside = servedApiRoutes().filter((route) => !contractRoutes.includes(route))
    expect(outside.sort()).toEqual(routesNotYetInContract)
    expect(contractRoutes.filter((route) => routesNotYetInContract.includes(route))).toEqual([])
  })

  it('refuses a request body outside its schema with 400 naming the field', async () => {
    const device = await createTestDevice(clock)
    const { accessToken } = await loginThroughMail(app, device, sink, `contract-${Date.now()}@example.com`)

    const shortId = await device.call<Failure>(app, '/v1/devices/revoke', {
      accessToken,
      body: { deviceId: 'short' },
    })
    expect(shortId.status).toBe(400)
    expect(shortId.body.error).toEqual({
      code: 'invalid_request',
      message: 'Invalid request: deviceId: expected a JWK thumbprint',
    })

    const extraField = await device.call<Failure>(app, '/v1/passkeys/remove', {
      accessToken,
      body: { credentialId: 'abc', also: 1 },
    })
    expect(extraField.status).toBe(400)
    expect(extraField.body.error.message).toMatch(/^Invalid request: body: .*"also"/)

    const wrongType = await device.call<Failure>(app, '/v1/passkeys/recover/verify', {
      accessToken,
      body: { response: { id: 'abc' }, recipientKey: 'abc' },
    })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.error.message).toMatch(/^Invalid request: response\.rawId: /)
  }, 60_000)
  /** A refused body: 400, code invalid_request, the message naming the field. */
  const expectRefused = (answer: { status: number; body: Failure }, message: RegExp) => {
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('invalid_request')
    expect(answer.body.error.message).toMatch(message)
  }

  it('email login: refuses a body outside its schema; the answers of a real login are within the contract', async () => {
    const device = await createTestDevice(clock)
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/email/start', { body: { email: 'a@example.com' } }),
      /^Invalid request: dapp: /,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/device/wait', { body: { approvalId: 'not-a-uuid' } }),
      /^Invalid request: approvalId: /,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/device/describe', { body: { token: 'not base64url' } }),
      /^Invalid request: token: expected base64url text/,
    )

    const email = `contract-login-${Date.now()}@example.com`
    const after = Date.now()
    const started = await device.call(app, '/v1/auth/email/start', { body: { email, dapp: testDapp } })
    const approval = parseRouteAnswer(embeddedRoutes.emailLoginStart, started.body)
    expect(approval.action).toBe('VERIFY_DEVICE')
    const token = new URL((await sink.waitForMail({ to: email, after })).link ?? '').hash.slice(1)
    const described = await device.call(app, '/v1/auth/device/describe', { body: { token } })
    expect(parseRouteAnswer(embeddedRoutes.deviceApprovalDescribe, described.body).status).toBe('pending')
    const approved = await approveThroughLink(app, `https://example.com/#${token}`)
    expect(parseRouteAnswer(embeddedRoutes.deviceApprovalApprove, await approved.json())).toEqual({
      dappName: testDapp.name,
      dappOrigin: testDapp.origin,
    })
    const waited = await device.call(app, '/v1/auth/device/wait', {
      body: { approvalId: approval.action === 'VERIFY_DEVICE' ? approval.approvalId : '' },
    })
    expect(parseRouteAnswer(embeddedRoutes.deviceApprovalWait, waited.body).action).toBe('VERIFY_OTP')
    const session = await loginThroughMail(app, await createTestDevice(clock), sink, `again-${email}`)
    expect(parseRouteAnswer(embeddedRoutes.emailLoginVerify, session).account.email).toBe(`again-${email}`)
  }, 60_000)
  /** One signed-in device for the features that need a session. */
  let signedIn: Promise<{ device: TestDevice; session: TestSession }> | undefined
  const signIn = () => {
    signedIn ??= (async () => {
      const device = await createTestDevice(clock)
      const session = await loginThroughMail(app, device, sink, `contract-session-${Date.now()}@example.com`)
      return { device, session }
    })()
    return signedIn
  }

  it('session: refuses a body outside its schema; config, me and refresh answer within the contract', async () => {
    const { device, session } = await signIn()
    expectRefused(
      await device.call<Failure>(app, '/v1/session/refresh', { body: { refreshToken: 'not base64url!' } }),
      /^Invalid request: refreshToken: expected base64url text/,
    )
    const config = await device.call(app, '/v1/config', { method: 'GET' })
    expect(parseRouteAnswer(embeddedRoutes.serverConfig, config.body).transportKey).not.toBe('')
    const me = await device.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })
    expect(parseRouteAnswer(embeddedRoutes.me, me.body)).toMatchObject({
      account: session.account,
      wallet: null,
    })
    const other = await createTestDevice(clock)
    const otherSession = await loginThroughMail(
      app,
      other,
      sink,
      `contract-refresh-${Date.now()}@example.com`,
    )
    const refreshed = await other.call(app, '/v1/session/refresh', {
      body: { refreshToken: otherSession.refreshToken },
    })
    expect(parseRouteAnswer(embeddedRoutes.refreshSession, refreshed.body).expiresIn).toBeGreaterThan(0)
  }, 60_000)

  it('account email: refuses a body outside its schema (after the device check)', async () => {
    const { device, session } = await signIn()
    expectRefused(
      await device.call<Failure>(app, '/v1/account/email/start', {
        accessToken: session.accessToken,
        body: { newEmail: 'new@example.com' },
      }),
      /^Invalid request: dapp: /,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/account/email/verify-secondary', {
        accessToken: session.accessToken,
        body: { challengeId: 'not-a-uuid', code: '123456' },
      }),
      /^Invalid request: challengeId: /,
    )
    const unsigned = await device.call<Failure>(app, '/v1/account/email/start', { body: {} })
    expect(unsigned.status).toBe(401)
  }, 60_000)

  it('wallet: refuses a body outside its schema', async () => {
    const { device, session } = await signIn()
    expectRefused(
      await device.call<Failure>(app, '/v1/wallet/auth-share/open', {
        accessToken: session.accessToken,
        body: { recipientKey: 'abc', purpose: 'steal' },
      }),
      /^Invalid request: purpose: /,
    )
    const box = { epk: 'a', iv: 'b', ct: 'c' }
    expectRefused(
      await device.call<Failure>(app, '/v1/wallet', {
        accessToken: session.accessToken,
        body: {
          addresses: { evmAddress: '0x12', solanaAddress: '11111111111111111111111111111111' },
          authShare: box,
          serverShare: box,
          recoveryShare: box,
          recoveryKdf: {},
        },
      }),
      /^Invalid request: addresses\.evmAddress: expected a 0x-prefixed 20-byte address/,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/wallet/auth-share', {
        accessToken: session.accessToken,
        body: { authShare: { ...box, ct: 'not base64url!' } },
      }),
      /^Invalid request: authShare\.ct: expected base64url text/,
    )
  }, 60_000)
  it('social: refuses a body outside its schema, before the device or the provider is asked', async () => {
    const { device, session } = await signIn()
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/social/start', {
        body: { provider: 'myspace', loginChallenge: 'a'.repeat(43), dapp: testDapp },
      }),
      /^Invalid request: provider: /,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/social/redeem', {
        body: { code: 'short', verifier: 'v'.repeat(43) },
      }),
      /^Invalid request: code: expected a login code/,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/social/link/start', {
        accessToken: session.accessToken,
        body: { provider: 'google', loginChallenge: 'short', dapp: testDapp },
      }),
      /^Invalid request: loginChallenge: expected a base64url SHA-256 digest/,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/social/link/redeem', {
        accessToken: session.accessToken,
        body: { code: 'c'.repeat(43), verifier: 'short' },
      }),
      /^Invalid request: verifier: expected a base64url verifier/,
    )
  }, 60_000)

  it('farcaster: refuses a body outside its schema', async () => {
    const { device, session } = await signIn()
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/farcaster/start', { body: {} }),
      /^Invalid request: dapp: /,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/farcaster/wait', { body: { loginId: 'not-a-uuid' } }),
      /^Invalid request: loginId: /,
    )
    expectRefused(
      await device.call<Failure>(app, '/v1/auth/farcaster/link/wait', {
        accessToken: session.accessToken,
        body: { loginId: 'not-a-uuid' },
      }),
      /^Invalid request: loginId: /,
    )
  }, 60_000)

  it('identities: refuses a body outside its schema; the list answers within the contract', async () => {
    const { device, session } = await signIn()
    expectRefused(
      await device.call<Failure>(app, '/v1/identities/unlink', {
        accessToken: session.accessToken,
        body: { id: 'short' },
      }),
      /^Invalid request: id: expected an identity id/,
    )
    const listed = await device.call(app, '/v1/identities', {
      method: 'GET',
      accessToken: session.accessToken,
    })
    expect(parseRouteAnswer(embeddedRoutes.listIdentities, listed.body)).toEqual({
      email: session.account.email,
      identities: [],
    })
  }, 60_000)
})
