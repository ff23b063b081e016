import { type MailSink, startMailSink } from '@walletport/devnet'
import { embeddedRoutes, parseRouteAnswer } from '@walletport/embedded/contract'
import type { Hono } from 'hono'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice, testDapp } from '../../test/createTestDevice.js'
import { createTestServer } from '../../test/createTestServer.js'
import { approveThroughLink, loginThroughMail } from '../../test/loginThroughMail.js'
import type { Database } from '../db/Database.js'
import { openPgliteDatabase } from '../db/openPgliteDatabase.js'
import { routesServedByContract } from './serveRoute.js'

/** Routes of /v1 still matched by path string only: each leaves this list when its feature moves into the contract. */
const routesNotYetInContract = [
  'GET /v1/config',
  'GET /v1/identities',
  'GET /v1/me',
  'POST /v1/account/email/start',
  'POST /v1/account/email/verify-primary',
  'POST /v1/account/email/verify-secondary',
  'POST /v1/auth/farcaster/link/start',
  'POST /v1/auth/farcaster/link/wait',
  'POST /v1/auth/farcaster/start',
  'POST /v1/auth/farcaster/wait',
  'POST /v1/auth/social/link/redeem',
  'POST /v1/auth/social/link/start',
  'POST /v1/auth/social/redeem',
  'POST /v1/auth/social/start',
  'POST /v1/identities/unlink',
  'POST /v1/session/logout',
  'POST /v1/session/refresh',
  'POST /v1/wallet',
  'POST /v1/wallet/auth-share',
  'POST /v1/wallet/auth-share/open',
  'POST /v1/wallet/recovery/open',
]

type Failure = { error: { code: string; message: string } }

describe('the HTTP contract of the embedded server (PGlite)', () => {
  const clock = createTestClock()
  let db: Database
  let sink: MailSink
  let app: Hono

  beforeAll(async () => {
    ;[db, sink] = await Promise.all([openPgliteDatabase({ schema: 'walletport_contract' }), startMailSink()])
    app = (await createTestServer({ db, smtpUrl: sink.smtpUrl, clock })).app
  }, 60_000)
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
})
