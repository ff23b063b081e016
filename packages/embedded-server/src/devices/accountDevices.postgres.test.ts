import { randomBytes } from 'node:crypto'
import { type MailSink, startMailSink } from '@walletport/devnet'
import { fromBase64Url, sealToPublicKey, sharePurposes, toBase64Url } from '@walletport/embedded/contract'
import type { Hono } from 'hono'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice, type TestDevice } from '../../test/createTestDevice.js'
import { createTestServer, testPublicUrl } from '../../test/createTestServer.js'
import { loginThroughMail } from '../../test/loginThroughMail.js'
import { createTestPostgres } from '../../test/openTestPostgres.js'
import type { Database } from '../db/Database.js'

type Devices = { devices: { id: string; current: boolean; canSign: boolean }[] }
type Failure = { error: { code: string; message: string } }

describe("an account's devices: list, revoke (fresh login only), a revoked device cannot sign (PostgreSQL)", () => {
  const clock = createTestClock()
  const postgres = createTestPostgres()
  const email = `devices-${Date.now()}@example.com`
  let db: Database
  let sink: MailSink
  let app: Hono

  beforeAll(async () => {
    ;[db, sink] = await Promise.all([postgres.open(), startMailSink()])
    app = (await createTestServer({ db, smtpUrl: sink.smtpUrl, clock })).app
  }, 60_000)
  afterAll(async () => {
    await sink?.stop()
    await db?.close()
    await postgres.drop()
  })

  const transportKey = async () =>
    fromBase64Url(
      ((await (await app.request(`${testPublicUrl}/v1/config`)).json()) as { transportKey: string })
        .transportKey,
    )
  const sealed = async (purpose: string) => sealToPublicKey(await transportKey(), randomBytes(17), purpose)
  const recipientKey = async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveBits',
    ])) as CryptoKeyPair
    return toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
  }
  const openShare = async (device: TestDevice, accessToken: string) =>
    device.call<Failure>(app, '/v1/wallet/auth-share/open', {
      accessToken,
      body: { recipientKey: await recipientKey(), purpose: 'sign' },
    })
  const login = (device: TestDevice) => {
    clock.advance(31_000)
    return loginThroughMail(app, device, sink, email)
  }

  it('lists every device, refuses a revoke from an old login, and a revoked device loses its share for good', async () => {
    const laptop = await createTestDevice(clock)
    const laptopSession = await login(laptop)
    const created = await laptop.call(app, '/v1/wallet', {
      accessToken: laptopSession.accessToken,
      body: {
        addresses: { evmAddress: `0x${'cd'.repeat(20)}`, solanaAddress: '11111111111111111111111111111111' },
        authShare: await sealed(sharePurposes.authShareUpload),
        serverShare: await sealed(sharePurposes.serverShareUpload),
        recoveryShare: await sealed(sharePurposes.recoveryShareUpload),
        recoveryKdf: { algorithm: 'scrypt', N: 131072, r: 8, p: 1, salt: 'c2FsdA' },
      },
    })
    expect(created.status).toBe(201)
    const phone = await createTestDevice(clock, '192.0.2.9')
    const phoneSession = await login(phone)
    expect(
      (
        await phone.call(app, '/v1/wallet/auth-share', {
          accessToken: phoneSession.accessToken,
          body: { authShare: await sealed(sharePurposes.authShareUpload) },
        })
      ).status,
    ).toBe(200)
    expect((await openShare(phone, phoneSession.accessToken)).status).toBe(200)

    const listed = await laptop.call<Devices>(app, '/v1/devices', {
      method: 'GET',
      accessToken: laptopSession.accessToken,
    })
    expect(listed.body.devices).toHaveLength(2)
    expect(listed.body.devices.map(({ current, canSign }) => ({ current, canSign }))).toEqual([
      { current: false, canSign: true },
      { current: true, canSign: true },
    ])
    const phoneId = listed.body.devices.find((device) => !device.current)!.id

    clock.advance(10 * 60_000 + 1_000)
    const refreshed = await laptop.call<{ accessToken: string }>(app, '/v1/session/refresh', {
      body: { refreshToken: laptopSession.refreshToken },
    })
    const stale = await laptop.call<Failure>(app, '/v1/devices/revoke', {
      accessToken: refreshed.body.accessToken,
      body: { deviceId: phoneId },
    })
    expect(stale.status).toBe(403)
    expect(stale.body.error.message).toBe(
      'Sign in again to remove a device: it needs a login from the last 10 minutes',
    )

    const fresh = await login(laptop)
    const self = await laptop.call<Failure>(app, '/v1/devices/revoke', {
      accessToken: fresh.accessToken,
      body: { deviceId: listed.body.devices.find((device) => device.current)!.id },
    })
    expect(self.body.error.message).toBe('This is the device you are using: sign out instead')
    const revoked = await laptop.call(app, '/v1/devices/revoke', {
      accessToken: fresh.accessToken,
      body: { deviceId: phoneId },
    })
    expect(revoked.status).toBe(200)
    expect((await openShare(phone, phoneSession.accessToken)).status).toBe(401)
    const again = await laptop.call<Failure>(app, '/v1/devices/revoke', {
      accessToken: fresh.accessToken,
      body: { deviceId: phoneId },
    })
    expect(again.status).toBe(404)
    const after = await laptop.call<Devices>(app, '/v1/devices', {
      method: 'GET',
      accessToken: fresh.accessToken,
    })
    expect(after.body.devices).toHaveLength(1)

    // Signing in again gives the phone a session but no share: it must recover (passphrase) to sign.
    const back = await login(phone)
    const noShare = await openShare(phone, back.accessToken)
    expect(noShare.status).toBe(404)
    expect(noShare.body.error.message).toBe('This device holds no key share')
  })
})
