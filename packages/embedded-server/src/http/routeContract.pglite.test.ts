import { type MailSink, startMailSink } from '@walletport/devnet'
import { embeddedRoutes } from '@walletport/embedded/contract'
import type { Hono } from 'hono'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice } from '../../test/createTestDevice.js'
import { createTestServer } from '../../test/createTestServer.js'
import { loginThroughMail } from '../../test/loginThroughMail.js'
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
  'POST /v1/auth/device/approve',
  'POST /v1/auth/device/describe',
  'POST /v1/auth/device/wait',
  'POST /v1/auth/email/start',
  'POST /v1/auth/email/verify',
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
})
