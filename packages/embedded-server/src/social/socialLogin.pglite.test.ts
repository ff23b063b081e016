import { type SocialProviders, startSocialProviders } from '@walletport/devnet'
import { embeddedRoutes } from '@walletport/embedded/contract'
import { consentAtProvider } from '../../test/consentAtProvider.js'
import { createTestClock } from '../../test/createTestClock.js'
import { createTestDevice, testDapp } from '../../test/createTestDevice.js'
import { createTestFrame } from '../../test/createTestFrame.js'
import { createTestServer, type TestServer, testPublicUrl } from '../../test/createTestServer.js'
import type { Database } from '../db/Database.js'
import { openPgliteDatabase } from '../db/openPgliteDatabase.js'
import { readSocialSettings } from './readSocialSettings.js'

/** The social sign-in through the frame runtime and the API against the devnet providers (no browser). */
describe('social login (server + frame runtime, devnet providers, PGlite)', () => {
  const clock = createTestClock()
  let db: Database
  let providers: SocialProviders
  let server: TestServer

  beforeAll(async () => {
    ;[db, providers] = await Promise.all([
      openPgliteDatabase({ schema: 'walletport_social' }),
      startSocialProviders({ walletServerUrls: [testPublicUrl] }),
    ])
    const social = readSocialSettings({
      ...providers.serverEnvironment(),
      WALLETPORT_SOCIAL_FACEBOOK_CLIENT_ID: '',
      WALLETPORT_SOCIAL_FACEBOOK_CLIENT_SECRET: '',
    })
    server = await createTestServer({ db, smtpUrl: 'smtp://127.0.0.1:1', clock, social })
  }, 60_000)
  afterAll(async () => {
    await providers?.stop()
    await db?.close()
  })

  /** Start in the frame, consent at the provider, load the callback page; the result URI the page hands over. */
  async function signIn(
    frame: Awaited<ReturnType<typeof createTestFrame>>,
    provider: 'google' | 'github' | 'x' | 'discord',
    choice = 'consent',
    user?: string,
  ) {
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider })
    const callback = await consentAtProvider(uri, { choice, user, until: testPublicUrl })
    const page = await (await server.app.request(callback.href)).text()
    const data = JSON.parse(
      /<script type="application\/json" id="walletport-social-result">(.*?)<\/script>/.exec(page)?.[1] ??
        '{}',
    ) as { resultUri: string; targets: string[] }
    return data
  }

  it('offers only the configured providers', async () => {
    const frame = await createTestFrame({ app: server.app })
    expect((await frame.handlers.GET_SOCIAL_PROVIDERS({})).providers.sort()).toEqual([
      'apple',
      'discord',
      'github',
      'google',
      'x',
    ])
    await expect(frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'facebook' })).rejects.toThrow(
      'Sign-in with facebook is not offered by this wallet server',
    )
  })

  it('signs in with GitHub (PKCE S256, exact redirect URI) and again to the same account; the code works once, for its frame only', async () => {
    const frame = await createTestFrame({ app: server.app })
    const { uri } = await frame.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'github' })
    const authorize = new URL(uri)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${testPublicUrl}/social/callback/github`)
    const callback = await consentAtProvider(uri, { choice: 'consent', until: testPublicUrl })
    const page = await server.app.request(callback.href)
    expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    const resultUri = /"resultUri":"([^"]+)"/.exec(await page.text())?.[1] ?? ''
    const code = new URL(resultUri).searchParams.get('code') ?? ''

    // A dapp that intercepted the code, with its own device key and a guessed verifier, cannot redeem it.
    const thief = await createTestDevice(clock)
    const stolen = await thief.call<{ error?: { message: string } }>(server.app, '/v1/auth/social/redeem', {
      body: { code, verifier: 'A'.repeat(43) },
    })
    expect(stolen.body.error?.message).toBe('This login code belongs to another window: sign in again')
    // …and its attempt spent the code: the frame must sign in again.
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: resultUri })).rejects.toThrow(
      'This login code was already used: sign in again',
    )

    const again = await signIn(frame, 'github')
    expect(again.targets).toEqual([testDapp.origin])
    expect(await frame.handlers.CONNECT_SOCIAL({ uri: again.resultUri })).toEqual({
      userName: 'ada',
      provider: 'github',
    })
    expect(frame.sessionChanges).toEqual([true])
    const first = (await frame.api.request(embeddedRoutes.me)).account.id

    // Replaying the same result: the frame's verifier is spent; at the API the code is spent.
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: again.resultUri })).rejects.toThrow(
      'This sign-in was not started here or has expired: sign in again',
    )
    const other = await createTestFrame({ app: server.app })
    const third = await signIn(other, 'github')
    await other.handlers.CONNECT_SOCIAL({ uri: third.resultUri })
    expect((await other.api.request(embeddedRoutes.me)).account.id).toBe(first)
  })

  it('a refused consent and a wrong state come back as clear errors; a wrong nonce is caught by the OIDC client', async () => {
    const frame = await createTestFrame({ app: server.app })
    const refused = await signIn(frame, 'discord', 'refuse')
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: refused.resultUri })).rejects.toThrow(
      'You refused to sign in with Discord: nothing was shared',
    )
    const wrongState = await signIn(frame, 'x', 'bad-state')
    expect(wrongState.targets).toEqual([testDapp.origin])
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: wrongState.resultUri })).rejects.toThrow(
      'This X sign-in is unknown, used or expired (the state does not match): start again',
    )
    const wrongNonce = await signIn(frame, 'google', 'bad-nonce')
    await expect(frame.handlers.CONNECT_SOCIAL({ uri: wrongNonce.resultUri })).rejects.toThrow(
      'The Google answer does not belong to this sign-in (wrong nonce): start again',
    )
  })

  it('links a trusted verified email (Google) to the email account; an untrusted one (Discord) gets its own account', async () => {
    const [emailAccount] = await db.query<{ id: string }>(
      `insert into accounts (id, email, created_at) values (gen_random_uuid(), 'ada@example.com', now()) returning id`,
    )
    const google = await createTestFrame({ app: server.app })
    await google.handlers.CONNECT_SOCIAL({ uri: (await signIn(google, 'google')).resultUri })
    const me = await google.api.request(embeddedRoutes.me)
    expect(me.account).toEqual({ id: emailAccount?.id, email: 'ada@example.com' })

    const discord = await createTestFrame({ app: server.app })
    await discord.handlers.CONNECT_SOCIAL({ uri: (await signIn(discord, 'discord')).resultUri })
    const other = await discord.api.request(embeddedRoutes.me)
    expect(other.account.id).not.toBe(emailAccount?.id)
    expect(other.account.email).toBeNull()
  })

  it('an unknown state at the callback answers every allowed dapp with an error, and nothing else', async () => {
    const page = await (
      await server.app.request(`${testPublicUrl}/social/callback/github?state=nope&code=x`)
    ).text()
    expect(page).toContain(`"targets":["${testDapp.origin}"]`)
    expect(page).toContain('unknown%2C+used+or+expired')
    expect((await server.app.request(`${testPublicUrl}/social/callback/facebook?state=x`)).status).toBe(404)
  })
})
