import { type MailSink, startMailSink } from '@walletport/devnet'
import { verifyMessage } from 'ethers'
import type { Hono } from 'hono'
import type { Database } from '../../src/db/Database.js'
import { createSoftAuthenticator } from '../createSoftAuthenticator.js'
import { createSoftPasskeys } from '../createSoftPasskeys.js'
import { createTestClock } from '../createTestClock.js'
import { createTestFrame } from '../createTestFrame.js'
import { createTestServer } from '../createTestServer.js'
import { freshEmail } from '../describeServerSuite.js'
import { approveThroughLink } from '../loginThroughMail.js'
import { createTestPostgres, type TestPostgres } from '../openTestPostgres.js'

type TestFrame = Awaited<ReturnType<typeof createTestFrame>>

describe('frame runtime: a passkey as the recovery factor (software authenticator with PRF)', () => {
  const clock = createTestClock()
  let postgres: TestPostgres
  let db: Database
  let sink: MailSink
  let app: Hono

  beforeAll(async () => {
    postgres = createTestPostgres()
    db = await postgres.open()
    sink = await startMailSink()
    app = (await createTestServer({ db, smtpUrl: sink.smtpUrl, clock })).app
  }, 60_000)
  afterAll(async () => {
    await sink?.stop()
    await db?.close()
    await postgres?.drop()
  })

  async function signIn(frame: TestFrame, email: string) {
    clock.advance(31_000)
    let after = Date.now()
    const started = await frame.handlers.CONNECT_EMAIL({ email })
    if (started.action === 'VERIFY_DEVICE') {
      const link = (await sink.waitForMail({ to: email, after })).link ?? ''
      after = Date.now()
      await approveThroughLink(app, link)
      await frame.handlers.CONNECT_DEVICE({})
    }
    const { code } = await sink.waitForMail({ to: email, after })
    await frame.handlers.CONNECT_OTP({ otp: code ?? '' })
  }

  it('adds a passkey (fresh login only); a new device recovers with it and gets the same addresses; the passphrase still works', async () => {
    const email = freshEmail('passkey')
    const authenticator = createSoftAuthenticator()
    const laptop = await createTestFrame({ app, passkeys: createSoftPasskeys(authenticator) })
    await signIn(laptop, email)
    laptop.ui.passphrases.push('correct horse battery staple')
    const { addresses } = await laptop.handlers.GET_USER({})

    clock.advance(10 * 60_000 + 1_000)
    await expect(laptop.handlers.ADD_PASSKEY({})).rejects.toThrow(
      'Sign in again to add a passkey: it needs a login from the last 10 minutes',
    )
    await signIn(laptop, email)
    laptop.ui.passkeyChoices.push('run')
    await expect(laptop.handlers.ADD_PASSKEY({})).resolves.toEqual({})
    expect(laptop.ui.passkeyFailures).toEqual([])
    expect((await laptop.handlers.LIST_PASSKEYS({})).passkeys).toMatchObject([
      { id: authenticator.credentialId, lastUsedAt: null },
    ])

    const phone = await createTestFrame({
      app,
      ip: '198.51.100.61',
      passkeys: createSoftPasskeys(authenticator),
    })
    await signIn(phone, email)
    phone.ui.passkeyChoices.push('run')
    expect((await phone.handlers.GET_USER({})).addresses).toEqual(addresses)
    expect(phone.ui.retries).toEqual([])
    phone.ui.approveNext.push(true)
    const signed = await phone.handlers.RPC_REQUEST({
      method: 'personal_sign',
      params: ['0x6869', addresses.eip155],
      chainId: 1,
    })
    expect(verifyMessage('hi', signed.result as string)).toBe(addresses.eip155)

    const tablet = await createTestFrame({
      app,
      ip: '198.51.100.62',
      passkeys: createSoftPasskeys(authenticator),
    })
    await signIn(tablet, email)
    tablet.ui.passkeyChoices.push('alternative')
    tablet.ui.passphrases.push('correct horse battery staple')
    expect((await tablet.handlers.GET_USER({})).addresses).toEqual(addresses)
  })

  it('removes a passkey through the frame (fresh login only): a new device is then asked for the passphrase only', async () => {
    const email = freshEmail('passkey-remove')
    const authenticator = createSoftAuthenticator()
    const laptop = await createTestFrame({ app, passkeys: createSoftPasskeys(authenticator) })
    await signIn(laptop, email)
    laptop.ui.passphrases.push('correct horse battery staple')
    const { addresses } = await laptop.handlers.GET_USER({})
    laptop.ui.passkeyChoices.push('run')
    await laptop.handlers.ADD_PASSKEY({})
    const [passkey] = (await laptop.handlers.LIST_PASSKEYS({})).passkeys
    expect(passkey?.id).toBe(authenticator.credentialId)

    clock.advance(10 * 60_000 + 1_000)
    await expect(laptop.handlers.REMOVE_PASSKEY({ id: authenticator.credentialId })).rejects.toThrow(
      'Sign in again to remove a passkey: it needs a login from the last 10 minutes',
    )
    await signIn(laptop, email)
    await expect(laptop.handlers.REMOVE_PASSKEY({ id: authenticator.credentialId })).resolves.toEqual({})
    expect((await laptop.handlers.LIST_PASSKEYS({})).passkeys).toEqual([])

    const phonePasskeys = createSoftPasskeys(authenticator)
    const phone = await createTestFrame({ app, ip: '198.51.100.65', passkeys: phonePasskeys })
    await signIn(phone, email)
    phone.ui.passkeyChoices.push('run')
    phone.ui.passphrases.push('correct horse battery staple')
    expect((await phone.handlers.GET_USER({})).addresses).toEqual(addresses)
    expect(phone.ui.passkeyChoices).toEqual(['run'])
    expect(phonePasskeys.uses).toBe(0)
  })

  it('refuses a passkey without PRF on the step (which stays for another try), and a passkey of another wallet', async () => {
    const email = freshEmail('passkey-noprf')
    const laptop = await createTestFrame({
      app,
      passkeys: createSoftPasskeys(createSoftAuthenticator(), { prf: false }),
    })
    await signIn(laptop, email)
    laptop.ui.passphrases.push('correct horse battery staple')
    await laptop.handlers.GET_USER({})
    laptop.ui.passkeyChoices.push('run', undefined)
    await expect(laptop.handlers.ADD_PASSKEY({})).rejects.toThrow('Adding a passkey was cancelled')
    expect(laptop.ui.passkeyFailures).toEqual([
      'This passkey cannot protect your wallet: its authenticator does not support the PRF extension. Use another passkey provider, or keep using your passphrase',
    ])
    const [row] = await db.query<{ count: string }>(
      'select count(*) from passkeys join accounts on accounts.id = passkeys.account_id where accounts.email = $1',
      [email],
    )
    expect(Number(row?.count)).toBe(0)

    const stranger = createSoftAuthenticator()
    const owner = createSoftAuthenticator()
    const second = await createTestFrame({ app, ip: '198.51.100.63', passkeys: createSoftPasskeys(owner) })
    await signIn(second, email)
    second.ui.passphrases.push('correct horse battery staple')
    await second.handlers.GET_USER({})
    second.ui.passkeyChoices.push('run')
    await second.handlers.ADD_PASSKEY({})
    expect(second.ui.passkeyFailures).toEqual([])
    const thief = await createTestFrame({ app, ip: '198.51.100.64', passkeys: createSoftPasskeys(stranger) })
    await signIn(thief, email)
    thief.ui.passkeyChoices.push('run', undefined)
    await expect(thief.handlers.GET_USER({})).rejects.toThrow('Wallet setup was cancelled')
    expect(thief.ui.passkeyFailures).toEqual(['The authenticator holds none of the allowed credentials'])
  })
})
