import { randomBytes } from 'node:crypto'
import type { MailSink } from '@walletport/devnet'
import {
  fromBase64Url,
  openSealedBox,
  type SealedBox,
  sealToPublicKey,
  sharePurposes,
  toBase64Url,
} from '@walletport/embedded/contract'
import type { Hono } from 'hono'
import type { Database } from '../src/db/Database.js'
import { createSoftAuthenticator, type SoftAuthenticator } from './createSoftAuthenticator.js'
import type { TestClock } from './createTestClock.js'
import { createTestDevice, type TestDevice } from './createTestDevice.js'
import { testDappOrigin, testPublicUrl } from './createTestServer.js'
import { loginThroughMail, type TestSession } from './loginThroughMail.js'

type Failure = { error: { code: string; message: string } }
type RecoverOptions = {
  options?: { challenge: string; rpId: string; allowCredentials: { id: string }[]; userVerification: string }
  passkeys: { credentialId: string; recoveryKdf: Record<string, unknown> }[]
}

/** The frame's origin and its host: where passkeys are made and used. */
const frame = { origin: testPublicUrl, rpId: new URL(testPublicUrl).hostname }
const kdf = { algorithm: 'webauthn-prf-hkdf-sha256', salt: 'c2FsdA', iv: 'aXY' }

/**
 * Passkeys as a recovery factor, through the HTTP API with a software authenticator: registration and recovery,
 * challenges single use with expiry, origin / rpID / user verification / counter checks, and step-up.
 */
export function describePasskeyTests(
  env: () => { app: Hono; clock: TestClock; sink: MailSink; db: Database; freshEmail(): string },
) {
  describe('passkeys', () => {
    const transportKey = async () =>
      fromBase64Url(
        ((await (await env().app.request(`${testPublicUrl}/v1/config`)).json()) as { transportKey: string })
          .transportKey,
      )
    const recipient = async () => {
      const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
        'deriveBits',
      ])) as CryptoKeyPair
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))
      return {
        key: toBase64Url(raw),
        open: (box: SealedBox, purpose: string) => openSealedBox(pair.privateKey, raw, box, purpose),
      }
    }
    const login = (device: TestDevice, email: string) => {
      env().clock.advance(31_000)
      return loginThroughMail(env().app, device, env().sink, email)
    }
    const call = <Body>(device: TestDevice, session: { accessToken: string }, path: string, body?: unknown) =>
      device.call<Body>(env().app, path, { accessToken: session.accessToken, body: body ?? {} })

    /** A signed-in laptop with a wallet. */
    async function laptopWithWallet() {
      const email = env().freshEmail()
      const laptop = await createTestDevice(env().clock)
      const session = await login(laptop, email)
      const key = await transportKey()
      const created = await call(laptop, session, '/v1/wallet', {
        addresses: { evmAddress: `0x${'ef'.repeat(20)}`, solanaAddress: '11111111111111111111111111111111' },
        authShare: await sealToPublicKey(key, randomBytes(17), sharePurposes.authShareUpload),
        serverShare: await sealToPublicKey(key, randomBytes(17), sharePurposes.serverShareUpload),
        recoveryShare: await sealToPublicKey(key, randomBytes(60), sharePurposes.recoveryShareUpload),
        recoveryKdf: { algorithm: 'scrypt', N: 131072, r: 8, p: 1, salt: 'c2FsdA' },
      })
      expect(created.status).toBe(201)
      return { email, laptop, session }
    }

    async function addPasskey(
      device: TestDevice,
      session: TestSession | { accessToken: string },
      authenticator: SoftAuthenticator,
      place = frame,
    ) {
      const started = await call<{ options: { challenge: string; rp: { id: string } } }>(
        device,
        session,
        '/v1/passkeys/register/options',
      )
      expect(started.status).toBe(200)
      const key = await transportKey()
      const shares = { recovery: randomBytes(45), server: randomBytes(17) }
      const finished = await call<{ credentialId: string } & Failure>(
        device,
        session,
        '/v1/passkeys/register/verify',
        {
          response: authenticator.register(started.body.options.challenge, place),
          recoveryShare: await sealToPublicKey(key, shares.recovery, sharePurposes.passkeyShareUpload),
          serverShare: await sealToPublicKey(key, shares.server, sharePurposes.passkeyServerShareUpload),
          recoveryKdf: kdf,
        },
      )
      return { started, finished, shares }
    }
    const recoverOptions = (device: TestDevice, session: { accessToken: string }) =>
      call<RecoverOptions & Failure>(device, session, '/v1/passkeys/recover/options')
    const recover = async (device: TestDevice, session: { accessToken: string }, response: unknown) => {
      const mine = await recipient()
      const answer = await call<
        {
          serverShare: SealedBox
          recoveryShare: SealedBox
          recoveryKdf: unknown
          addresses: unknown
        } & Failure
      >(device, session, '/v1/passkeys/recover/verify', { response, recipientKey: mine.key })
      return { answer, mine }
    }

    it('adds a passkey (stored with its key, counter, transports and sealed shares) and recovers a new device with it', async () => {
      const { email, laptop, session } = await laptopWithWallet()
      const authenticator = createSoftAuthenticator()
      const { started, finished, shares } = await addPasskey(laptop, session, authenticator)
      expect(started.body.options.rp.id).toBe('localhost')
      expect(started.body.options).toMatchObject({
        authenticatorSelection: { userVerification: 'required' },
        attestation: 'none',
      })
      expect(finished.status).toBe(201)
      expect(finished.body.credentialId).toBe(authenticator.credentialId)

      const [row] = await env().db.query<{
        counter: string
        transports: string[]
        public_key: Uint8Array
        recovery_share: Uint8Array
        recovery_kdf: unknown
      }>('select * from passkeys where account_id = $1', [session.account.id])
      expect(row).toMatchObject({ transports: ['internal'], recovery_kdf: kdf })
      expect(Number(row?.counter)).toBe(0)
      expect(row?.public_key.length).toBeGreaterThan(60)
      expect(Buffer.from(row?.recovery_share ?? []).includes(shares.recovery)).toBe(false)

      const listed = await laptop.call<{ passkeys: { id: string; lastUsedAt: string | null }[] }>(
        env().app,
        '/v1/passkeys',
        { method: 'GET', accessToken: session.accessToken },
      )
      expect(listed.body.passkeys).toMatchObject([{ id: authenticator.credentialId, lastUsedAt: null }])

      const again = await addPasskey(laptop, session, authenticator)
      expect(again.started.body.options).toMatchObject({
        excludeCredentials: [{ id: authenticator.credentialId }],
      })
      expect(again.finished.status).toBe(409)

      const phone = await createTestDevice(env().clock, '192.0.2.44')
      const phoneSession = await login(phone, email)
      const options = await recoverOptions(phone, phoneSession)
      expect(options.body.options).toMatchObject({
        rpId: 'localhost',
        userVerification: 'required',
        allowCredentials: [{ id: authenticator.credentialId }],
      })
      expect(options.body.passkeys).toEqual([{ credentialId: authenticator.credentialId, recoveryKdf: kdf }])
      authenticator.setCounter(1)
      const { answer, mine } = await recover(
        phone,
        phoneSession,
        authenticator.assert(options.body.options?.challenge ?? '', frame),
      )
      expect(answer.status).toBe(200)
      expect(answer.body.recoveryKdf).toEqual(kdf)
      const recovered = await mine.open(answer.body.recoveryShare, sharePurposes.passkeyShareDownload)
      const server = await mine.open(answer.body.serverShare, sharePurposes.passkeyServerShareDownload)
      expect(Buffer.from(recovered).equals(shares.recovery)).toBe(true)
      expect(Buffer.from(server).equals(shares.server)).toBe(true)
      const [used] = await env().db.query<{ counter: string; last_used_at: Date | null }>(
        'select counter, last_used_at from passkeys where credential_id = $1',
        [authenticator.credentialId],
      )
      expect(Number(used?.counter)).toBe(1)
      expect(used?.last_used_at).toBeInstanceOf(Date)

      const none = await laptopWithWallet()
      expect((await recoverOptions(none.laptop, none.session)).body).toEqual({ passkeys: [] })
    })

    it('spends a challenge once, lets it expire after 5 minutes, and binds it to its device and step', async () => {
      const { email, laptop, session } = await laptopWithWallet()
      const authenticator = createSoftAuthenticator()
      expect((await addPasskey(laptop, session, authenticator)).finished.status).toBe(201)
      const phone = await createTestDevice(env().clock, '192.0.2.45')
      const phoneSession = await login(phone, email)

      const first = await recoverOptions(phone, phoneSession)
      authenticator.setCounter(1)
      const response = authenticator.assert(first.body.options?.challenge ?? '', frame)
      expect((await recover(phone, phoneSession, response)).answer.status).toBe(200)
      const replayed = await recover(phone, phoneSession, response)
      expect(replayed.answer.status).toBe(410)
      expect(replayed.answer.body.error.message).toBe('This passkey request was already used: start again')

      const late = await recoverOptions(phone, phoneSession)
      env().clock.advance(5 * 60_000 + 1_000)
      authenticator.setCounter(2)
      const expired = await recover(
        phone,
        phoneSession,
        authenticator.assert(late.body.options?.challenge ?? '', frame),
      )
      expect(expired.answer.body.error.message).toBe('This passkey request has expired: start again')

      const fresh = await login(phone, email)
      const registration = await call<{ options: { challenge: string } }>(
        phone,
        fresh,
        '/v1/passkeys/register/options',
      )
      const otherStep = await recover(
        phone,
        fresh,
        authenticator.assert(registration.body.options.challenge, frame),
      )
      expect(otherStep.answer.body.error.message).toBe(
        'This passkey request was made for another step: start again',
      )

      const phoneOptions = await recoverOptions(phone, fresh)
      const laptopSession = await login(laptop, email)
      const otherDevice = await recover(
        laptop,
        laptopSession,
        authenticator.assert(phoneOptions.body.options?.challenge ?? '', frame),
      )
      expect(otherDevice.answer.status).toBe(410)
      expect(otherDevice.answer.body.error.message).toBe('This passkey request is unknown: start again')
    })

    it('refuses a wrong origin, a wrong rpID, no user verification and a counter that does not move forward', async () => {
      const { email, laptop, session } = await laptopWithWallet()
      const dappPlace = { origin: testDappOrigin, rpId: frame.rpId }
      const wrongOrigin = await addPasskey(laptop, session, createSoftAuthenticator(), dappPlace)
      expect(wrongOrigin.finished.status).toBe(400)
      expect(wrongOrigin.finished.body.error.code).toBe('passkey_refused')
      expect(wrongOrigin.finished.body.error.message).toMatch(/^The passkey was refused: .*origin/)
      const wrongRp = await addPasskey(laptop, session, createSoftAuthenticator(), {
        origin: frame.origin,
        rpId: '127.0.0.1',
      })
      expect(wrongRp.finished.body.error.message).toMatch(/^The passkey was refused: .*RP ID/i)

      const started = await call<{ options: { challenge: string } }>(
        laptop,
        session,
        '/v1/passkeys/register/options',
      )
      const key = await transportKey()
      const unverified = await call<Failure>(laptop, session, '/v1/passkeys/register/verify', {
        response: createSoftAuthenticator().register(started.body.options.challenge, frame, {
          userVerified: false,
        }),
        recoveryShare: await sealToPublicKey(key, randomBytes(45), sharePurposes.passkeyShareUpload),
        serverShare: await sealToPublicKey(key, randomBytes(17), sharePurposes.passkeyServerShareUpload),
        recoveryKdf: kdf,
      })
      expect(unverified.body.error.message).toMatch(/^The passkey was refused: .*verif/i)

      const authenticator = createSoftAuthenticator()
      expect((await addPasskey(laptop, session, authenticator)).finished.status).toBe(201)
      const phone = await createTestDevice(env().clock, '192.0.2.46')
      const phoneSession = await login(phone, email)
      const first = await recoverOptions(phone, phoneSession)
      authenticator.setCounter(7)
      expect(
        (await recover(phone, phoneSession, authenticator.assert(first.body.options?.challenge ?? '', frame)))
          .answer.status,
      ).toBe(200)
      const second = await recoverOptions(phone, phoneSession)
      const cloned = await recover(
        phone,
        phoneSession,
        authenticator.assert(second.body.options?.challenge ?? '', frame),
      )
      expect(cloned.answer.status).toBe(400)
      expect(cloned.answer.body.error.message).toMatch(/^The passkey was refused: .*counter/i)

      const third = await recoverOptions(phone, phoneSession)
      const dappOrigin = await recover(
        phone,
        phoneSession,
        authenticator.assert(third.body.options?.challenge ?? '', dappPlace),
      )
      expect(dappOrigin.answer.body.error.message).toMatch(/^The passkey was refused: .*origin/)
    })

    it('in the frame inside a dapp (cross-origin client data, top origin = an allowed dapp) a passkey is added and recovers; another top origin is refused', async () => {
      const { email, laptop, session } = await laptopWithWallet()
      const inDapp = { ...frame, topOrigin: testDappOrigin }
      const elsewhere = { ...frame, topOrigin: 'http://[::1]:5173' }
      const refused = await addPasskey(laptop, session, createSoftAuthenticator(), elsewhere)
      expect(refused.finished.status).toBe(400)
      expect(refused.finished.body.error.message).toBe(
        'The passkey was refused: it was made in a page on http://[::1]:5173, expected one of the dapps http://127.0.0.1:5173',
      )
      const authenticator = createSoftAuthenticator()
      expect((await addPasskey(laptop, session, authenticator, inDapp)).finished.status).toBe(201)

      const phone = await createTestDevice(env().clock, '192.0.2.47')
      const phoneSession = await login(phone, email)
      const first = await recoverOptions(phone, phoneSession)
      authenticator.setCounter(1)
      const wrongTop = await recover(
        phone,
        phoneSession,
        authenticator.assert(first.body.options?.challenge ?? '', elsewhere),
      )
      expect(wrongTop.answer.status).toBe(400)
      expect(wrongTop.answer.body.error.message).toMatch(/^The passkey was refused: .*top origin/)
      const second = await recoverOptions(phone, phoneSession)
      authenticator.setCounter(2)
      const recovered = await recover(
        phone,
        phoneSession,
        authenticator.assert(second.body.options?.challenge ?? '', inDapp),
      )
      expect(recovered.answer.status).toBe(200)
    })

    it("removes a passkey (fresh login, the account's own only): a later use of it is refused, the last one may go, the passphrase still recovers", async () => {
      const { email, laptop, session } = await laptopWithWallet()
      const first = createSoftAuthenticator()
      const second = createSoftAuthenticator()
      expect((await addPasskey(laptop, session, first)).finished.status).toBe(201)
      expect((await addPasskey(laptop, session, second)).finished.status).toBe(201)
      const remove = (device: TestDevice, signedIn: { accessToken: string }, credentialId: string) =>
        call<Failure>(device, signedIn, '/v1/passkeys/remove', { credentialId })

      const stranger = await laptopWithWallet()
      const foreign = await remove(stranger.laptop, stranger.session, first.credentialId)
      expect(foreign.status).toBe(404)
      expect(foreign.body.error.message).toBe('This account has no such passkey')

      const phone = await createTestDevice(env().clock, '192.0.2.48')
      const phoneSession = await login(phone, email)
      const pending = await recoverOptions(phone, phoneSession)
      expect(pending.body.passkeys.map((passkey) => passkey.credentialId)).toEqual(
        expect.arrayContaining([first.credentialId, second.credentialId]),
      )

      env().clock.advance(10 * 60_000 + 1_000)
      const refreshed = await laptop.call<{ accessToken: string }>(env().app, '/v1/session/refresh', {
        body: { refreshToken: session.refreshToken },
      })
      const stale = await remove(laptop, { accessToken: refreshed.body.accessToken }, first.credentialId)
      expect(stale.status).toBe(403)
      expect(stale.body.error.message).toBe(
        'Sign in again to remove a passkey: it needs a login from the last 10 minutes',
      )
      const fresh = await login(laptop, email)
      expect((await remove(laptop, fresh, first.credentialId)).status).toBe(200)
      expect((await remove(laptop, fresh, first.credentialId)).status).toBe(404)

      const freshPhone = await login(phone, email)
      first.setCounter(1)
      const late = await recover(
        phone,
        freshPhone,
        first.assert((await recoverOptions(phone, freshPhone)).body.options?.challenge ?? '', frame),
      )
      expect(late.answer.status).toBe(400)
      expect(late.answer.body.error.message).toBe(
        'The passkey was refused: it is not a passkey of this account',
      )
      expect((await recoverOptions(phone, freshPhone)).body.options).toMatchObject({
        allowCredentials: [{ id: second.credentialId }],
      })

      expect((await remove(laptop, fresh, second.credentialId)).status).toBe(200)
      expect((await recoverOptions(phone, freshPhone)).body).toEqual({ passkeys: [] })
      const passphrase = await call(phone, freshPhone, '/v1/wallet/recovery/open', {
        recipientKey: (await recipient()).key,
      })
      expect(passphrase.status).toBe(200)
    })

    it('step-up: adding a passkey, opening the shares for it and recovering need a login younger than 10 minutes', async () => {
      const { email, laptop, session } = await laptopWithWallet()
      const early = await call<{ options: { challenge: string } }>(
        laptop,
        session,
        '/v1/passkeys/register/options',
      )
      env().clock.advance(10 * 60_000 + 1_000)
      const refreshed = await laptop.call<{ accessToken: string }>(env().app, '/v1/session/refresh', {
        body: { refreshToken: session.refreshToken },
      })
      const stale = { accessToken: refreshed.body.accessToken }
      const refusal = 'Sign in again to add a passkey: it needs a login from the last 10 minutes'
      const options = await call<Failure>(laptop, stale, '/v1/passkeys/register/options')
      expect(options.status).toBe(403)
      expect(options.body.error.message).toBe(refusal)
      const key = await transportKey()
      const late = await call<Failure>(laptop, stale, '/v1/passkeys/register/verify', {
        response: createSoftAuthenticator().register(early.body.options.challenge, frame),
        recoveryShare: await sealToPublicKey(key, randomBytes(45), sharePurposes.passkeyShareUpload),
        serverShare: await sealToPublicKey(key, randomBytes(17), sharePurposes.passkeyServerShareUpload),
        recoveryKdf: kdf,
      })
      expect(late.body.error.message).toBe(refusal)
      const shares = await call<Failure>(laptop, stale, '/v1/wallet/auth-share/open', {
        recipientKey: (await recipient()).key,
        purpose: 'passkey',
      })
      expect(shares.body.error.message).toBe(refusal)
      const recovery = await recoverOptions(laptop, stale)
      expect(recovery.body.error.message).toBe(
        'Sign in again to recover the wallet on this device: it needs a login from the last 10 minutes',
      )
      const fresh = await login(laptop, email)
      expect((await addPasskey(laptop, fresh, createSoftAuthenticator())).finished.status).toBe(201)
    })
  })
}
