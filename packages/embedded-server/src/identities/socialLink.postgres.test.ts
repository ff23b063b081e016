import { type SocialProviders, startSocialProviders } from '@walletport/devnet'
import { embeddedRoutes } from '@walletport/embedded/contract'
import { consentAtProvider } from '../../test/consentAtProvider.js'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice } from '../../test/createTestDevice.js'
import { createTestFrame } from '../../test/createTestFrame.js'
import { createTestServer, type TestServer, testPublicUrl } from '../../test/createTestServer.js'
import { createTestPostgres, type TestPostgres } from '../../test/openTestPostgres.js'
import type { Database } from '../db/Database.js'
import { readSocialSettings } from '../social/readSocialSettings.js'

type Frame = Awaited<ReturnType<typeof createTestFrame>>
type Provider = 'google' | 'github' | 'x' | 'discord'
const ADA = '1001'
const BOB = '1002'

/** Linking a provider by the signed-in user, and unlinking, through the frame runtime and the API (PostgreSQL). */
describe('linked sign-ins (server + frame runtime, devnet providers, PostgreSQL)', () => {
  const clock = createTestClock()
  const postgres: TestPostgres = createTestPostgres()
  let db: Database
  let providers: SocialProviders
  let server: TestServer

  beforeAll(async () => {
    ;[db, providers] = await Promise.all([
      postgres.open(),
      startSocialProviders({ walletServerUrls: [testPublicUrl] }),
    ])
    server = await createTestServer({
      db,
      smtpUrl: 'smtp://127.0.0.1:1',
      clock,
      social: readSocialSettings(providers.serverEnvironment()),
    })
  }, 60_000)
  afterAll(async () => {
    await providers?.stop()
    await db?.close()
    await postgres.drop()
  })

  /** Consents at the provider as `user` and loads the callback page: the result URI it hands the dapp. */
  async function atProvider(uri: string, user = ADA, choice = 'consent') {
    const callback = await consentAtProvider(uri, { choice, user, until: testPublicUrl })
    const page = await (await server.app.request(callback.href)).text()
    return /"resultUri":"([^"]+)"/.exec(page)?.[1] ?? ''
  }

  async function signedIn(provider: Provider, user = ADA): Promise<Frame> {
    const frame = await createTestFrame({ app: server.app })
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider })
    await frame.handlers.CONNECT_SOCIAL({ uri: await atProvider(uri, user) })
    return frame
  }

  async function linkResult(frame: Frame, provider: Provider, user = ADA, choice = 'consent') {
    const { uri } = await frame.handlers.GET_SOCIAL_LINK_URI({ provider })
    return atProvider(uri, user, choice)
  }

  const accountOf = async (frame: Frame) => (await frame.api.request(embeddedRoutes.me)).account.id

  it('a signed-in user links another provider, which then signs in to the same account; the session stays', async () => {
    const ada = await signedIn('github')
    const account = await accountOf(ada)
    const resultUri = await linkResult(ada, 'x', BOB)
    expect(resultUri).toContain('/social/result?code=')
    const { identity } = await ada.handlers.LINK_SOCIAL({ uri: resultUri })
    expect(identity).toMatchObject({ provider: 'x', userName: 'bob', email: null })
    expect(identity.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(ada.sessionChanges).toEqual([true])
    expect(await accountOf(ada)).toBe(account)

    const listed = await ada.handlers.LIST_IDENTITIES({})
    expect(listed.email).toBeNull()
    expect(
      listed.identities.map(({ provider, userName, removable }) => [provider, userName, removable]),
    ).toEqual([
      ['github', 'ada', true],
      ['x', 'bob', true],
    ])
    expect(JSON.stringify(listed)).not.toContain(`"${BOB}"`)

    expect(await accountOf(await signedIn('x', BOB))).toBe(account)
  })

  it('an identity that opens another account is refused, at the callback and (after a race) at redeem', async () => {
    const ada = await signedIn('github')
    await signedIn('discord')
    await expect(ada.handlers.LINK_SOCIAL({ uri: await linkResult(ada, 'discord') })).rejects.toThrow(
      'This Discord account already opens another wallet: it cannot be linked to this one',
    )

    // Bob's Google identity is free when the provider answers, then signs in (a new account) before the link redeems.
    const raced = await linkResult(ada, 'google', BOB)
    const bob = await signedIn('google', BOB)
    await expect(ada.handlers.LINK_SOCIAL({ uri: raced })).rejects.toThrow(
      'This Google account already opens another wallet: it cannot be linked to this one',
    )
    expect(await accountOf(bob)).not.toBe(await accountOf(ada))
    expect((await ada.handlers.LIST_IDENTITIES({})).identities.map((row) => row.provider)).not.toContain(
      'google',
    )
  })

  it('a replayed, intercepted or misrouted code and a wrong state are refused', async () => {
    const ada = await signedIn('github')
    const eve = await signedIn('discord', BOB)
    const code = (uri: string) => new URL(uri).searchParams.get('code') ?? ''

    // Another signed-in user who intercepted the code holds neither the verifier nor the device: refused, spent.
    const intercepted = await linkResult(ada, 'google')
    const stolen = await eve.api
      .request(embeddedRoutes.socialLinkRedeem, { code: code(intercepted), verifier: 'A'.repeat(43) })
      .catch((error: Error) => error.message)
    expect(stolen).toBe('This link code belongs to another window: link again')
    await expect(ada.handlers.LINK_SOCIAL({ uri: intercepted })).rejects.toThrow(
      'This link code was already used: link again',
    )

    // A link code is no login code, and needs a session.
    const thief = await createTestDevice(clock)
    const asLogin = await linkResult(ada, 'google')
    const login = await thief.call<{ error?: { message: string } }>(server.app, '/v1/auth/social/redeem', {
      body: { code: code(asLogin), verifier: 'A'.repeat(43) },
    })
    expect(login.body.error?.message).toBe('This login code is not valid: sign in again')
    const anonymous = await thief.call<{ error?: { code: string } }>(
      server.app,
      '/v1/auth/social/link/redeem',
      {
        body: { code: code(asLogin), verifier: 'A'.repeat(43) },
      },
    )
    expect(anonymous.status).toBe(401)

    // Replays: the frame's verifier is spent; at the API the code is spent.
    const linked = await linkResult(ada, 'x')
    await expect(ada.handlers.LINK_SOCIAL({ uri: linked })).resolves.toMatchObject({
      identity: { provider: 'x' },
    })
    await expect(ada.handlers.LINK_SOCIAL({ uri: linked })).rejects.toThrow(
      'This link was not started here or has expired: link again',
    )
    await ada.handlers.GET_SOCIAL_LINK_URI({ provider: 'x' })
    const replay = await ada.api
      .request(embeddedRoutes.socialLinkRedeem, { code: code(linked), verifier: 'A'.repeat(43) })
      .catch((error: Error) => error.message)
    expect(replay).toBe('This link code was already used: link again')

    await expect(
      ada.handlers.LINK_SOCIAL({ uri: await linkResult(ada, 'x', ADA, 'bad-state') }),
    ).rejects.toThrow('This X sign-in is unknown, used or expired (the state does not match): start again')
    await expect(
      ada.handlers.LINK_SOCIAL({ uri: await linkResult(ada, 'discord', ADA, 'refuse') }),
    ).rejects.toThrow('You refused to sign in with Discord: nothing was shared')
  })

  it('unlinking: never the last way in, fresh login only; an unlinked provider no longer reaches the account', async () => {
    const lone = await signedIn('discord', BOB)
    const [only] = (await lone.handlers.LIST_IDENTITIES({})).identities
    expect(only).toMatchObject({ provider: 'discord', removable: false })
    await expect(lone.handlers.UNLINK_IDENTITY({ id: only?.id ?? '' })).rejects.toThrow(
      'This is the only way into this wallet: link another sign-in first',
    )

    const ada = await signedIn('github')
    const account = await accountOf(ada)
    await expect(ada.handlers.UNLINK_IDENTITY({ id: 'A'.repeat(22) })).rejects.toThrow(
      'This account has no such linked sign-in',
    )
    const xs = (await ada.handlers.LIST_IDENTITIES({})).identities.filter((row) => row.provider === 'x')
    expect(xs.map((row) => row.userName).sort()).toEqual(['ada', 'bob'])
    for (const x of xs) await ada.handlers.UNLINK_IDENTITY({ id: x.id })
    expect(
      (await ada.handlers.LIST_IDENTITIES({})).identities.map((row) => [row.provider, row.removable]),
    ).toEqual([['github', false]])
    expect(await accountOf(await signedIn('x', BOB))).not.toBe(account)

    // An account with an email keeps that way in: its one identity may go.
    await db.query(`update accounts set email = 'ada-link@example.com' where id = $1`, [account])
    expect((await ada.handlers.LIST_IDENTITIES({})).identities[0]?.removable).toBe(true)

    clock.advance(11 * 60_000)
    await expect(ada.handlers.GET_SOCIAL_LINK_URI({ provider: 'google' })).rejects.toThrow(
      'Sign in again to link a sign-in: it needs a login from the last 10 minutes',
    )
    await expect(ada.handlers.UNLINK_IDENTITY({ id: xs[0]?.id ?? '' })).rejects.toThrow(
      'Sign in again to unlink a sign-in: it needs a login from the last 10 minutes',
    )
  })
})
