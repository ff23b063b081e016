import { randomBytes, randomUUID } from 'node:crypto'
import { type MailSink, startMailSink } from '@walletport/devnet'
import type { Hono } from 'hono'
import { DEFAULT_FRAME_CHAIN_IDS } from '../src/config/readFrameChainIds.js'
import { openAtRest } from '../src/crypto/sealAtRest.js'
import type { Database } from '../src/db/Database.js'
import { migrate } from '../src/db/migrate.js'
import { migrations } from '../src/db/migrations.js'
import { fromBase64Url, toBase64Url } from '../src/shared/base64url.js'
import { sharePurposes } from '../src/shared/sharePurposes.js'
import { openSealedBox, sealToPublicKey } from '../src/shared/transportSeal.js'
import { createTestClock } from './createTestClock.js'
import { type ApiAnswer, createTestDevice, type TestDevice, testDapp } from './createTestDevice.js'
import { createTestServer, type TestServer, testPublicUrl } from './createTestServer.js'
import { describePasskeyTests } from './describePasskeyTests.js'
import { approveThroughLink, loginThroughMail } from './loginThroughMail.js'

let emailCounter = 0
/** A mailbox no other test uses (cooldowns and caps are per email). */
export const freshEmail = (tag = 'user') => `${tag}-${Date.now()}-${emailCounter++}@example.com`

export interface SuiteDatabase {
  db: Database
  cleanup(): Promise<void>
}

/**
 * The server's storage and API suite: every rule of codes, devices, sessions and shares, through the HTTP API,
 * on one database (PGlite or PostgreSQL — the same suite runs on both).
 */
export function describeServerSuite(label: string, openSuiteDatabase: () => Promise<SuiteDatabase>) {
  describe(`embedded server on ${label}`, () => {
    const clock = createTestClock()
    let database: SuiteDatabase
    let sink: MailSink
    let server: TestServer
    let app: Hono

    beforeAll(async () => {
      database = await openSuiteDatabase()
      sink = await startMailSink()
      server = await createTestServer({ db: database.db, smtpUrl: sink.smtpUrl, clock })
      app = server.app
    }, 60_000)
    afterAll(async () => {
      await sink?.stop()
      await database?.cleanup()
    })

    const start = (device: TestDevice, email: string) =>
      device.call<{
        action: string
        challengeId?: string
        approvalId?: string
        error?: { code: string; message: string }
      }>(app, '/v1/auth/email/start', { body: { email, dapp: testDapp } })
    const verify = (device: TestDevice, challengeId: string | undefined, code: string) =>
      device.call<{ action?: string; accessToken?: string; error?: { code: string; message: string } }>(
        app,
        '/v1/auth/email/verify',
        { body: { challengeId, code } },
      )
    /** A device the email's account already has, asking for a fresh code. */
    const knownDeviceCode = async (device: TestDevice, email: string) => {
      clock.advance(31_000)
      const after = Date.now()
      const started = await start(device, email)
      expect(started.body.action).toBe('VERIFY_OTP')
      const mail = await sink.waitForMail({ to: email, after })
      return { challengeId: started.body.challengeId, code: mail.code ?? '' }
    }

    describe('migrations', () => {
      it('applies nothing the second time and records every version', async () => {
        expect(await migrate(database.db)).toEqual([])
        const rows = await database.db.query<{ version: number }>(
          'select version from schema_migrations order by version',
        )
        expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version))
      })
      it('refuses a database migrated by a newer server', async () => {
        await expect(migrate(database.db, [])).rejects.toThrow(/newer than this server knows/)
      })
    })

    describe('email login', () => {
      it('asks a new device for approval by mail, then mails a code that signs in', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        const after = Date.now()
        const started = await start(device, email)
        expect(started.status).toBe(200)
        expect(started.body.action).toBe('VERIFY_DEVICE')
        const approvalMail = await sink.waitForMail({ to: email, after })
        expect(approvalMail.subject).toContain('Test Dapp')
        expect(approvalMail.text).toContain(testDapp.origin)
        expect(approvalMail.link).toMatch(new RegExp(`^${testPublicUrl}/device/approve#[A-Za-z0-9_-]{43}$`))

        const pending = await device.call(app, '/v1/auth/device/wait', {
          body: { approvalId: started.body.approvalId },
        })
        expect(pending.body).toEqual({ action: 'VERIFY_DEVICE' })

        const token = new URL(approvalMail.link ?? '').hash.slice(1)
        const described = await app.request(`${testPublicUrl}/v1/auth/device/describe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: testPublicUrl },
          body: JSON.stringify({ token }),
        })
        expect(await described.json()).toMatchObject({ dappName: 'Test Dapp', status: 'pending' })
        const afterApproval = Date.now()
        expect((await approveThroughLink(app, approvalMail.link ?? '')).status).toBe(200)
        const waited = await device.call<{ action: string; challengeId: string }>(
          app,
          '/v1/auth/device/wait',
          {
            body: { approvalId: started.body.approvalId },
          },
        )
        expect(waited.body.action).toBe('VERIFY_OTP')
        const codeMail = await sink.waitForMail({ to: email, after: afterApproval })
        expect(codeMail.code).toMatch(/^\d{6}$/)
        expect(codeMail.subject).toBe(`${codeMail.code} is your Test Dapp wallet code`)
        expect(codeMail.text).toMatch(/Never share this code/)

        const verified = await verify(device, waited.body.challengeId, codeMail.code ?? '')
        expect(verified.status).toBe(200)
        expect(verified.body.action).toBe('CONNECT')
        const me = await device.call<{ account: { email: string }; wallet: null }>(app, '/v1/me', {
          method: 'GET',
          accessToken: verified.body.accessToken,
        })
        expect(me.body).toMatchObject({ account: { email }, wallet: null })
      })

      it('mails a known device the code directly', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        await loginThroughMail(app, device, sink, email)
        const { challengeId, code } = await knownDeviceCode(device, email)
        expect((await verify(device, challengeId, code)).body.action).toBe('CONNECT')
      })

      it('answers an unknown email exactly like a known one to a device never approved for it', async () => {
        const known = freshEmail('known')
        await loginThroughMail(app, await createTestDevice(clock), sink, known)
        const stranger = await createTestDevice(clock, '192.0.2.44')
        clock.advance(31_000)
        const forKnown = await start(stranger, known)
        const forUnknown = await start(stranger, freshEmail('unknown'))
        expect(forKnown.status).toBe(forUnknown.status)
        expect(forKnown.body.action).toBe('VERIFY_DEVICE')
        expect(Object.keys(forKnown.body)).toEqual(Object.keys(forUnknown.body))
      })

      it("refuses a second code inside the 30 s cooldown with 'Please try again after N seconds'", async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        expect((await start(device, email)).status).toBe(200)
        clock.advance(12_000)
        const again = await start(device, email)
        expect(again.status).toBe(429)
        expect(again.body.error).toEqual({
          code: 'cooldown',
          message: 'Please try again after 18 seconds',
          retryAfter: 18,
        })
        expect(again.headers.get('retry-after')).toBe('18')
        clock.advance(18_000)
        expect((await start(device, email)).status).toBe(200)
      })

      it('counts wrong codes: five kill the code, even the right one after', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        await loginThroughMail(app, device, sink, email)
        const { challengeId, code } = await knownDeviceCode(device, email)
        const wrong = code === '000000' ? '000001' : '000000'
        for (const left of [4, 3, 2, 1]) {
          const answer = await verify(device, challengeId, wrong)
          expect(answer.status).toBe(400)
          expect(answer.body.error?.message).toBe(
            `Invalid code: ${left} ${left === 1 ? 'try' : 'tries'} left`,
          )
        }
        expect((await verify(device, challengeId, 'abc')).body.error?.code).toBe('code_exhausted')
        const right = await verify(device, challengeId, code)
        expect(right.status).toBe(410)
        expect(right.body.error?.message).toBe('Too many wrong codes: request a new one')
      })

      it('expires a code after 10 minutes', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        await loginThroughMail(app, device, sink, email)
        const { challengeId, code } = await knownDeviceCode(device, email)
        clock.advance(10 * 60_000)
        const answer = await verify(device, challengeId, code)
        expect(answer.status).toBe(410)
        expect(answer.body.error?.message).toBe('The code has expired: request a new one')
      })

      it('uses a code once, and a newer code voids the older one', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        await loginThroughMail(app, device, sink, email)
        const first = await knownDeviceCode(device, email)
        const second = await knownDeviceCode(device, email)
        expect((await verify(device, first.challengeId, first.code)).body.error?.message).toBe(
          'A newer code was sent: enter the latest code',
        )
        expect((await verify(device, second.challengeId, second.code)).status).toBe(200)
        expect((await verify(device, second.challengeId, second.code)).body.error?.message).toBe(
          'This code has already been used',
        )
      })

      it('binds a code to the device that asked for it', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        await loginThroughMail(app, device, sink, email)
        const { challengeId, code } = await knownDeviceCode(device, email)
        const thief = await createTestDevice(clock, '192.0.2.99')
        expect((await verify(thief, challengeId, code)).body.error).toEqual({
          code: 'invalid_code',
          message: 'Invalid code',
        })
        expect((await verify(device, challengeId, code)).status).toBe(200)
      })

      it('stores neither the code nor the approval token, only keyed hashes', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail()
        await loginThroughMail(app, device, sink, email)
        const { challengeId, code } = await knownDeviceCode(device, email)
        const [row] = await database.db.query('select * from email_challenges where id = $1', [challengeId])
        const dump = JSON.stringify(row, (_key, value) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('hex') : value,
        )
        expect(dump).not.toContain(code)
        expect(dump).not.toContain(Buffer.from(code).toString('hex'))
      })

      it("never locks an address out: strangers' starts neither delay nor refuse the owner's devices (issue 33)", async () => {
        const email = freshEmail()
        const owner = await createTestDevice(clock)
        await loginThroughMail(app, owner, sink, email)
        clock.advance(31_000)
        // Eight strangers, each its own device and address, ask for the owner's address inside the 30 s cooldown.
        const strangers: number[] = []
        for (let index = 0; index < 8; index += 1) {
          const stranger = await createTestDevice(clock, `192.0.2.${60 + index}`)
          strangers.push((await start(stranger, email)).status)
        }
        expect(strangers).toEqual([200, 200, 200, 200, 200, 200, 200, 200])
        const after = Date.now()
        const started = await start(owner, email)
        expect(started.status).toBe(200)
        expect(started.body.action).toBe('VERIFY_OTP')
        const { code } = await sink.waitForMail({ to: email, after })
        expect((await verify(owner, started.body.challengeId, code ?? '')).body.action).toBe('CONNECT')
        const ownersNewDevice = await createTestDevice(clock, '198.51.100.8')
        expect((await start(ownersNewDevice, email)).body.action).toBe('VERIFY_DEVICE')
      })

      it("keeps the owner's pending device approval when another device starts for the same address", async () => {
        const email = freshEmail()
        const owner = await createTestDevice(clock)
        const after = Date.now()
        const started = await start(owner, email)
        const link = (await sink.waitForMail({ to: email, after })).link ?? ''
        clock.advance(31_000)
        const stranger = await createTestDevice(clock, '192.0.2.70')
        expect((await start(stranger, email)).status).toBe(200)
        expect((await approveThroughLink(app, link)).status).toBe(200)
        const waited = await owner.call(app, '/v1/auth/device/wait', {
          body: { approvalId: started.body.approvalId },
        })
        expect(waited.body).toMatchObject({ action: 'VERIFY_OTP' })
      })

      it('throttles the requester: 10 sign-in mails a device and 30 an address an hour, an IPv6 /64 as one address', async () => {
        const hour = 60 * 60_000
        // The counters use fixed hourly windows: start at the beginning of one, whatever the clock says.
        clock.advance(hour - (clock.now() % hour))
        const device = await createTestDevice(clock, '203.0.113.150')
        const byDevice: number[] = []
        for (let index = 0; index < 11; index += 1)
          byDevice.push((await start(device, freshEmail('dev'))).status)
        expect(byDevice).toEqual([...Array.from({ length: 10 }, () => 200), 429])
        const byPrefix: ApiAnswer<{ error?: { code: string; message: string } }>[] = []
        for (let index = 0; index < 31; index += 1) {
          const host = await createTestDevice(clock, `2001:db8:77:1:${(index + 1).toString(16)}::1`)
          byPrefix.push(await start(host, freshEmail('v6')))
        }
        expect(byPrefix.filter((answer) => answer.status === 200)).toHaveLength(30)
        expect(byPrefix.at(-1)?.status).toBe(429)
        expect(byPrefix.at(-1)?.body.error?.code).toBe('rate_limited')
        const nextPrefix = await createTestDevice(clock, '2001:db8:77:2::1')
        expect((await start(nextPrefix, freshEmail('v6'))).status).toBe(200)
      }, 180_000)

      it('caps codes per client address at 30 an hour', async () => {
        const statuses = await Promise.all(
          Array.from({ length: 32 }, async () =>
            start(await createTestDevice(clock, '203.0.113.200'), freshEmail('ip')),
          ),
        )
        expect(statuses.filter((answer) => answer.status === 200)).toHaveLength(30)
        const refused = statuses.find((answer) => answer.status === 429)
        expect(refused?.body.error?.code).toBe('rate_limited')
      })

      it("mails only the operator's text and the dapp's registered name, never a caller's (issue 33)", async () => {
        const hostile = 'URGENT: wallet locked, call +1 555 0100 or visit evil.example'
        const stranger = await createTestDevice(clock, '192.0.2.71')
        const email = freshEmail()
        const after = Date.now()
        const started = await stranger.call(app, '/v1/auth/email/start', {
          body: { email, dapp: { origin: testDapp.origin, name: hostile } },
        })
        expect(started.status).toBe(200)
        const mail = await sink.waitForMail({ to: email, after })
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toContain('evil.example')
          expect(part).not.toContain('URGENT')
        }
        expect(mail.subject).toBe('Approve a new device for your Test Dapp wallet')
        const token = new URL(mail.link ?? '').hash.slice(1)
        const described = await app.request(`${testPublicUrl}/v1/auth/device/describe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: testPublicUrl },
          body: JSON.stringify({ token }),
        })
        expect(await described.json()).toMatchObject({ dappName: 'Test Dapp' })
      })

      it('refuses a dapp origin off the allow-list with unverified_domain, and calls from other origins', async () => {
        const device = await createTestDevice(clock)
        const foreign = await device.call<{ error: { code: string } }>(app, '/v1/auth/email/start', {
          body: { email: freshEmail(), dapp: { origin: 'http://[::1]:5173', name: 'Evil' } },
        })
        expect(foreign.status).toBe(403)
        expect(foreign.body.error.code).toBe('unverified_domain')
        const crossOrigin = await device.call<{ error: { code: string } }>(app, '/v1/auth/email/start', {
          body: { email: freshEmail(), dapp: testDapp },
          origin: 'http://127.0.0.1:5173',
        })
        expect(crossOrigin.status).toBe(403)
        expect(crossOrigin.body.error.code).toBe('forbidden_origin')
      })

      it('names the offending field of a malformed request', async () => {
        const device = await createTestDevice(clock)
        const answer = await device.call<{ error: { message: string } }>(app, '/v1/auth/email/start', {
          body: { email: 'not-an-email', dapp: testDapp },
        })
        expect(answer.body.error.message).toBe('Enter a valid email address')
        const missing = await device.call<{ error: { message: string } }>(app, '/v1/auth/email/verify', {
          body: { code: '123456' },
        })
        expect(missing.body.error.message).toMatch(/^Invalid request: challengeId: /)
      })
    })

    describe('sessions', () => {
      it('rotates refresh tokens and ends the family when a spent one comes back', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        const rotated = await device.call<{ accessToken: string; refreshToken: string }>(
          app,
          '/v1/session/refresh',
          {
            body: { refreshToken: session.refreshToken },
          },
        )
        expect(rotated.status).toBe(200)
        expect(rotated.body.refreshToken).not.toBe(session.refreshToken)
        const reused = await device.call<{ error: { code: string } }>(app, '/v1/session/refresh', {
          body: { refreshToken: session.refreshToken },
        })
        expect(reused.status).toBe(401)
        expect(reused.body.error.code).toBe('refresh_reused')
        expect(
          (
            await device.call(app, '/v1/session/refresh', {
              body: { refreshToken: rotated.body.refreshToken },
            })
          ).status,
        ).toBe(401)
        expect(
          (await device.call(app, '/v1/me', { method: 'GET', accessToken: rotated.body.accessToken })).status,
        ).toBe(401)
      })

      it('refuses a refresh token or access token shown by another device', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        const other = await createTestDevice(clock)
        expect(
          (await other.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })).status,
        ).toBe(401)
        expect(
          (await other.call(app, '/v1/session/refresh', { body: { refreshToken: session.refreshToken } }))
            .status,
        ).toBe(401)
        // The stolen refresh token ended the family for its owner too.
        expect(
          (await device.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })).status,
        ).toBe(401)
      })

      it('refuses a missing, replayed or misdirected DPoP proof', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        const url = `${testPublicUrl}/v1/me`
        const { createDpopProof } = await import('../src/shared/dpop.js')
        const proof = await createDpopProof(device.key, {
          method: 'GET',
          url,
          accessToken: session.accessToken,
          now: clock.now(),
        })
        const get = (headers: Record<string, string>) =>
          app.request(url, { headers: { authorization: `DPoP ${session.accessToken}`, ...headers } })
        expect((await get({})).status).toBe(401)
        expect((await get({ dpop: proof })).status).toBe(200)
        const replay = await get({ dpop: proof })
        expect(replay.status).toBe(401)
        expect(((await replay.json()) as { error: { message: string } }).error.message).toMatch(
          /already used/,
        )
        const wrongUrl = await createDpopProof(device.key, {
          method: 'GET',
          url: `${testPublicUrl}/v1/other`,
          accessToken: session.accessToken,
          now: clock.now(),
        })
        expect((await get({ dpop: wrongUrl })).status).toBe(401)
        const stale = await createDpopProof(device.key, {
          method: 'GET',
          url,
          accessToken: session.accessToken,
          now: clock.now() - 5 * 60_000,
        })
        expect((await get({ dpop: stale })).status).toBe(401)
      })

      it('expires access tokens after 10 minutes; refreshing keeps the login time', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        clock.advance(10 * 60_000 + 1_000)
        expect(
          (await device.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })).status,
        ).toBe(401)
        const rotated = await device.call<{ accessToken: string }>(app, '/v1/session/refresh', {
          body: { refreshToken: session.refreshToken },
        })
        const me = await device.call<{ authTime: string }>(app, '/v1/me', {
          method: 'GET',
          accessToken: rotated.body.accessToken,
        })
        expect(clock.now() - Date.parse(me.body.authTime)).toBeGreaterThan(10 * 60_000)
      })

      it('ends a session 90 days after its login however often it is refreshed (issue 33)', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        let refreshToken = session.refreshToken
        const day = 24 * 60 * 60_000
        for (let month = 1; month <= 3; month += 1) {
          clock.advance(29 * day)
          const rotated = await device.call<{ refreshToken: string }>(app, '/v1/session/refresh', {
            body: { refreshToken },
          })
          expect({ month, status: rotated.status }).toEqual({ month, status: 200 })
          refreshToken = rotated.body.refreshToken
        }
        clock.advance(29 * day)
        const ended = await device.call<{ error: { code: string; message: string } }>(
          app,
          '/v1/session/refresh',
          {
            body: { refreshToken },
          },
        )
        expect({ status: ended.status, error: ended.body.error }).toEqual({
          status: 401,
          error: { code: 'unauthorized', message: 'The session is older than 90 days: sign in again' },
        })
      })

      it('signs out: the access token stops working at once', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        expect(
          (await device.call(app, '/v1/session/logout', { accessToken: session.accessToken })).status,
        ).toBe(200)
        expect(
          (await device.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })).status,
        ).toBe(401)
      })
    })

    describe('wallet shares', () => {
      const transportKeyOf = async () =>
        fromBase64Url(
          ((await (await app.request(`${testPublicUrl}/v1/config`)).json()) as { transportKey: string })
            .transportKey,
        )
      const recipient = async () => {
        const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
          'deriveBits',
        ])) as CryptoKeyPair
        const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
        return { pair, raw, text: toBase64Url(raw) }
      }
      const addresses = {
        evmAddress: `0x${'ab'.repeat(20)}`,
        solanaAddress: '11111111111111111111111111111111',
      }

      async function createWalletFor(device: TestDevice, accessToken: string, salt = 'c2FsdA') {
        const transportKey = await transportKeyOf()
        const shares = { auth: randomBytes(17), server: randomBytes(17), recovery: randomBytes(60) }
        const answer = await device.call(app, '/v1/wallet', {
          accessToken,
          body: {
            addresses,
            authShare: await sealToPublicKey(transportKey, shares.auth, sharePurposes.authShareUpload),
            serverShare: await sealToPublicKey(transportKey, shares.server, sharePurposes.serverShareUpload),
            recoveryShare: await sealToPublicKey(
              transportKey,
              shares.recovery,
              sharePurposes.recoveryShareUpload,
            ),
            recoveryKdf: { algorithm: 'scrypt', N: 131072, r: 8, p: 1, salt },
          },
        })
        return { answer, shares }
      }

      it('stores the shares sealed at rest and hands the auth share back only to its device', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        const { answer, shares } = await createWalletFor(device, session.accessToken)
        expect(answer.status).toBe(201)
        expect((await createWalletFor(device, session.accessToken)).answer.status).toBe(409)

        const rows = await database.db.query<{ share: Uint8Array }>(
          'select share from auth_shares where account_id = $1',
          [session.account.id],
        )
        const stored = Buffer.from(rows[0]?.share ?? [])
        expect(stored.includes(Buffer.from(shares.auth))).toBe(false)
        expect(() =>
          openAtRest(server.context.keys.keyEncryptionKey, stored, `auth-share|${randomUUID()}|x`),
        ).toThrow(/could not be opened/)

        const mine = await recipient()
        const opened = await device.call<{
          share: { epk: string; iv: string; ct: string }
          addresses: unknown
        }>(app, '/v1/wallet/auth-share/open', {
          accessToken: session.accessToken,
          body: { recipientKey: mine.text, purpose: 'sign' },
        })
        expect(opened.body.addresses).toEqual(addresses)
        const share = await openSealedBox(
          mine.pair.privateKey,
          mine.raw,
          opened.body.share,
          sharePurposes.authShareDownload,
        )
        expect(Buffer.from(share).equals(shares.auth)).toBe(true)

        const me = await device.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })
        expect(me.body).toMatchObject({ wallet: addresses })
      })

      it('gives a new device no auth share but the recovery set, while the login is fresh', async () => {
        const email = freshEmail()
        const first = await createTestDevice(clock)
        const firstSession = await loginThroughMail(app, first, sink, email)
        const { shares } = await createWalletFor(first, firstSession.accessToken)

        const second = await createTestDevice(clock, '192.0.2.77')
        clock.advance(31_000)
        const secondSession = await loginThroughMail(app, second, sink, email)
        const mine = await recipient()
        const noShare = await second.call(app, '/v1/wallet/auth-share/open', {
          accessToken: secondSession.accessToken,
          body: { recipientKey: mine.text, purpose: 'sign' },
        })
        expect(noShare.status).toBe(404)
        const recovery = await second.call<{
          serverShare: { epk: string; iv: string; ct: string }
          recoveryShare: { epk: string; iv: string; ct: string }
          recoveryKdf: Record<string, unknown>
        }>(app, '/v1/wallet/recovery/open', {
          accessToken: secondSession.accessToken,
          body: { recipientKey: mine.text },
        })
        expect(recovery.status).toBe(200)
        expect(recovery.body.recoveryKdf).toMatchObject({ algorithm: 'scrypt' })
        const server = await openSealedBox(
          mine.pair.privateKey,
          mine.raw,
          recovery.body.serverShare,
          sharePurposes.serverShareDownload,
        )
        expect(Buffer.from(server).equals(shares.server)).toBe(true)

        const transportKey = await transportKeyOf()
        const newAuthShare = randomBytes(17)
        const stored = await second.call(app, '/v1/wallet/auth-share', {
          accessToken: secondSession.accessToken,
          body: {
            authShare: await sealToPublicKey(transportKey, newAuthShare, sharePurposes.authShareUpload),
          },
        })
        expect(stored.status).toBe(200)

        clock.advance(10 * 60_000 + 1_000)
        const refreshed = await second.call<{ accessToken: string }>(app, '/v1/session/refresh', {
          body: { refreshToken: secondSession.refreshToken },
        })
        const stale = await second.call<{ error: { code: string } }>(app, '/v1/wallet/recovery/open', {
          accessToken: refreshed.body.accessToken,
          body: { recipientKey: mine.text },
        })
        expect(stale.status).toBe(403)
        expect(stale.body.error.code).toBe('login_not_fresh')
        const exportStale = await second.call<{ error: { code: string } }>(
          app,
          '/v1/wallet/auth-share/open',
          {
            accessToken: refreshed.body.accessToken,
            body: { recipientKey: mine.text, purpose: 'export' },
          },
        )
        expect(exportStale.body.error.code).toBe('login_not_fresh')
        const sign = await second.call(app, '/v1/wallet/auth-share/open', {
          accessToken: refreshed.body.accessToken,
          body: { recipientKey: mine.text, purpose: 'sign' },
        })
        expect(sign.status).toBe(200)
      })

      it('refuses a share sealed for another purpose or to another key', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        const transportKey = await transportKeyOf()
        const wrongPurpose = await sealToPublicKey(
          transportKey,
          randomBytes(17),
          sharePurposes.serverShareUpload,
        )
        const other = await recipient()
        const wrongKey = await sealToPublicKey(other.raw, randomBytes(17), sharePurposes.authShareUpload)
        for (const authShare of [wrongPurpose, wrongKey]) {
          const answer = await device.call<{ error: { message: string } }>(app, '/v1/wallet', {
            accessToken: session.accessToken,
            body: {
              addresses,
              authShare,
              serverShare: wrongPurpose,
              recoveryShare: wrongPurpose,
              recoveryKdf: {},
            },
          })
          expect(answer.status).toBe(400)
          expect(answer.body.error.message).toMatch(/could not be opened/)
        }
      })

      it('answers 400 naming the problem to an off-curve recipient key or a NUL character, never 500 (issue 33)', async () => {
        const device = await createTestDevice(clock)
        const session = await loginThroughMail(app, device, sink, freshEmail())
        // PostgreSQL's jsonb and text cannot hold U+0000: before the check this was a 500.
        const nulKdf = await createWalletFor(device, session.accessToken, 'c2\u0000FsdA')
        expect({ status: nulKdf.answer.status, body: nulKdf.answer.body }).toEqual({
          status: 400,
          body: {
            error: {
              code: 'invalid_request',
              message: 'Invalid request: recoveryKdf.salt: must not contain a NUL character',
            },
          },
        })
        expect((await createWalletFor(device, session.accessToken)).answer.status).toBe(201)
        // 0x04 ‖ x ‖ y with y not on P-256 for this x.
        const offCurve = toBase64Url(
          new Uint8Array([4, ...new Uint8Array(32).fill(1), ...new Uint8Array(32).fill(2)]),
        )
        for (const path of ['/v1/wallet/auth-share/open', '/v1/wallet/recovery/open']) {
          const answer = await device.call<{ error: { code: string; message: string } }>(app, path, {
            accessToken: session.accessToken,
            body: { recipientKey: offCurve, ...(path.endsWith('auth-share/open') && { purpose: 'sign' }) },
          })
          expect({ path, status: answer.status, error: answer.body.error }).toEqual({
            path,
            status: 400,
            error: { code: 'invalid_request', message: 'recipientKey is not a point on the P-256 curve' },
          })
        }
        const stranger = await createTestDevice(clock, '192.0.2.72')
        const nul = await stranger.call<{ error: { code: string; message: string } }>(
          app,
          '/v1/auth/email/start',
          {
            body: { email: 'nul\u0000@example.com', dapp: testDapp },
          },
        )
        expect({ status: nul.status, error: nul.body.error }).toEqual({
          status: 400,
          error: {
            code: 'invalid_request',
            message: 'Invalid request: email: must not contain a NUL character',
          },
        })
      })
    })

    describePasskeyTests(() => ({ app, clock, sink, db: database.db, freshEmail }))

    describe('email update', () => {
      it('confirms the current address, then the new one, then switches', async () => {
        const device = await createTestDevice(clock)
        const email = freshEmail('old')
        const newEmail = freshEmail('new')
        const session = await loginThroughMail(app, device, sink, email)
        clock.advance(31_000)
        let after = Date.now()
        const started = await device.call<{ action: string; challengeId: string }>(
          app,
          '/v1/account/email/start',
          {
            accessToken: session.accessToken,
            body: { newEmail, dapp: testDapp },
          },
        )
        expect(started.body.action).toBe('VERIFY_PRIMARY_OTP')
        const primary = await sink.waitForMail({ to: email, after })
        after = Date.now()
        const secondary = await device.call<{ action: string; challengeId: string }>(
          app,
          '/v1/account/email/verify-primary',
          {
            accessToken: session.accessToken,
            body: { challengeId: started.body.challengeId, code: primary.code, dapp: testDapp },
          },
        )
        expect(secondary.body.action).toBe('VERIFY_SECONDARY_OTP')
        const confirm = await sink.waitForMail({ to: newEmail, after })
        const done = await device.call(app, '/v1/account/email/verify-secondary', {
          accessToken: session.accessToken,
          body: { challengeId: secondary.body.challengeId, code: confirm.code },
        })
        expect(done.body).toEqual({ newEmail })
        const me = await device.call(app, '/v1/me', { method: 'GET', accessToken: session.accessToken })
        expect(me.body).toMatchObject({ account: { email: newEmail } })
      })
    })

    describe('frame page', () => {
      it('is served with frame-ancestors of the allow-list and its boot config', async () => {
        const response = await app.request(`${testPublicUrl}/frame?projectId=p&chainId=1&version=4&log=error`)
        expect(response.status).toBe(200)
        const csp = response.headers.get('content-security-policy') ?? ''
        expect(csp).toContain('frame-ancestors http://127.0.0.1:5173')
        expect(csp).toContain("script-src 'self'")
        const html = await response.text()
        expect(html).toContain('<script type="application/json" id="walletport-frame-config">')
        expect(html).toContain('"allowedOrigins":["http://127.0.0.1:5173"]')
        // The operator's chain list (here the default) reaches the frame, which refuses any other eip155 chain.
        expect(html).toContain(`"chainIds":${JSON.stringify(DEFAULT_FRAME_CHAIN_IDS)}`)
      })
      it('serves the approval page with frame-ancestors none', async () => {
        const response = await app.request(`${testPublicUrl}/device/approve`)
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      })
    })

    describe('logs', () => {
      it('hold no code, token or email in the clear', () => {
        const logs = server.logs.join('\n')
        for (const mail of sink.messages()) {
          if (mail.code) expect(logs).not.toContain(mail.code)
          if (mail.link) expect(logs).not.toContain(new URL(mail.link).hash.slice(1))
          for (const to of mail.to) expect(logs).not.toContain(to)
        }
      })
    })
  })
}
