import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@walletport/devnet'
import { createDpopProof } from '@walletport/embedded/contract'
import { createTestClock } from '../test/createTestClock.js'
import { createTestDevice, testDapp } from '../test/createTestDevice.js'
import { createTestServer, type TestServer, testPublicUrl } from '../test/createTestServer.js'
import { freshEmail } from '../test/describeServerSuite.js'
import { approveThroughLink, loginThroughMail } from '../test/loginThroughMail.js'
import { createTestPostgres, type TestPostgres } from '../test/openTestPostgres.js'
import type { Database } from './db/Database.js'
import { migrations } from './db/migrations.js'

describe('two server instances on one PostgreSQL', () => {
  const clock = createTestClock()
  const masterSecret = randomBytes(32)
  let postgres: TestPostgres
  let databases: Database[]
  let sink: MailSink
  let a: TestServer
  let b: TestServer

  beforeAll(async () => {
    postgres = createTestPostgres()
    sink = await startMailSink()
    databases = [await postgres.open(), await postgres.open()]
    // Both start at once on an empty schema: the advisory lock makes one of them migrate.
    ;[a, b] = (await Promise.all(
      databases.map((db) => createTestServer({ db, smtpUrl: sink.smtpUrl, clock, masterSecret })),
    )) as [TestServer, TestServer]
  }, 60_000)
  afterAll(async () => {
    await sink?.stop()
    await Promise.all(databases?.map((db) => db.close()) ?? [])
    await postgres?.drop()
  })

  it('migrated once', async () => {
    expect(await databases[0]?.query('select version from schema_migrations order by version')).toEqual(
      migrations.map(({ version }) => ({ version })),
    )
  })

  it('a code sent through one instance verifies through the other, after approval on the other', async () => {
    const device = await createTestDevice(clock)
    const email = freshEmail()
    let after = Date.now()
    const started = await device.call<{ action: string; approvalId: string }>(a.app, '/v1/auth/email/start', {
      body: { email, dapp: testDapp },
    })
    expect(started.body.action).toBe('VERIFY_DEVICE')
    const link = (await sink.waitForMail({ to: email, after })).link ?? ''
    after = Date.now()
    const waiting = device.call<{ action: string; challengeId: string }>(a.app, '/v1/auth/device/wait', {
      body: { approvalId: started.body.approvalId },
    })
    expect((await approveThroughLink(b.app, link)).status).toBe(200)
    const waited = await waiting
    expect(waited.body.action).toBe('VERIFY_OTP')
    const { code } = await sink.waitForMail({ to: email, after })
    const verified = await device.call(b.app, '/v1/auth/email/verify', {
      body: { challengeId: waited.body.challengeId, code },
    })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ action: 'CONNECT', account: { email } })
  })

  it("shares the cooldown and the requester's cap (10 sign-in mails a device an hour, issue 33)", async () => {
    const email = freshEmail()
    const device = await createTestDevice(clock)
    const start = (server: TestServer) =>
      device.call<{ error?: { code: string } }>(server.app, '/v1/auth/email/start', {
        body: { email, dapp: testDapp },
      })
    // The counters use fixed hourly windows: start at the beginning of one, whatever the clock says.
    const hour = 60 * 60_000
    clock.advance(hour - (clock.now() % hour))
    expect((await start(a)).status).toBe(200)
    const onB = await start(b)
    expect(onB.status).toBe(429)
    expect(onB.body.error?.code).toBe('cooldown')
    const statuses: number[] = []
    for (const server of [b, a, b, a, b, a, b, a, b, a]) {
      clock.advance(31_000)
      statuses.push((await start(server)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429])
  }, 120_000)

  it('holds the per-address cap under parallel requests spread over both', async () => {
    // A device per request (one device alone is capped at 10), all from one address.
    const answers = await Promise.all(
      Array.from({ length: 34 }, async (_, index) =>
        (await createTestDevice(clock, '203.0.113.77')).call(
          (index % 2 ? a : b).app,
          '/v1/auth/email/start',
          {
            body: { email: freshEmail('par'), dapp: testDapp },
          },
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30)
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4)
  })

  it('lets exactly one of many racing verifications of one code through', async () => {
    const device = await createTestDevice(clock)
    const email = freshEmail()
    await loginThroughMail(a.app, device, sink, email)
    clock.advance(31_000)
    const after = Date.now()
    const started = await device.call<{ challengeId: string }>(b.app, '/v1/auth/email/start', {
      body: { email, dapp: testDapp },
    })
    const { code } = await sink.waitForMail({ to: email, after })
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        device.call((index % 2 ? a : b).app, '/v1/auth/email/verify', {
          body: { challengeId: started.body.challengeId, code },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 410)).toHaveLength(7)
  })

  it('detects a refresh token rotated on one instance and replayed on the other', async () => {
    const device = await createTestDevice(clock)
    const session = await loginThroughMail(a.app, device, sink, freshEmail())
    expect(
      (await device.call(a.app, '/v1/session/refresh', { body: { refreshToken: session.refreshToken } }))
        .status,
    ).toBe(200)
    const replayed = await device.call(b.app, '/v1/session/refresh', {
      body: { refreshToken: session.refreshToken },
    })
    expect(replayed.body).toMatchObject({ error: { code: 'refresh_reused' } })
  })

  it('refuses on one instance a DPoP proof already used on the other, and honours a sign-out made there', async () => {
    const device = await createTestDevice(clock)
    const session = await loginThroughMail(a.app, device, sink, freshEmail())
    const url = `${testPublicUrl}/v1/me`
    const proof = await createDpopProof(device.key, {
      method: 'GET',
      url,
      accessToken: session.accessToken,
      now: clock.now(),
    })
    const get = (server: TestServer) =>
      server.app.request(url, { headers: { authorization: `DPoP ${session.accessToken}`, dpop: proof } })
    expect((await get(a)).status).toBe(200)
    expect((await get(b)).status).toBe(401)
    expect(
      (await device.call(b.app, '/v1/session/logout', { accessToken: session.accessToken })).status,
    ).toBe(200)
    expect(
      (await device.call(a.app, '/v1/me', { method: 'GET', accessToken: session.accessToken })).status,
    ).toBe(401)
  })
})
