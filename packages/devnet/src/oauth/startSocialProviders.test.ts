import { createHash, randomBytes } from 'node:crypto'
import { type SocialProviders, startSocialProviders } from './startSocialProviders.js'

const WALLET = 'http://localhost:9999'
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

describe('startSocialProviders', () => {
  let providers: SocialProviders
  beforeAll(async () => {
    providers = await startSocialProviders({ walletServerUrls: [WALLET] })
  })
  afterAll(() => providers?.stop())

  async function authorizeGithub(choice: string, redirectUri = `${WALLET}/social/callback/github`) {
    const verifier = randomBytes(32).toString('base64url')
    const { issuer, clientId } = providers.clients.github
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      state: 'state-1',
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    })
    const page = await fetch(`${issuer}/login/oauth/authorize?${query}`)
    if (page.status !== 200) return { status: page.status, text: await page.text(), verifier }
    const answer = await fetch(`${issuer}/login/oauth/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...Object.fromEntries(query), choice, user: '1001' }),
    })
    return { status: answer.status, location: new URL(answer.headers.get('location') ?? ''), verifier }
  }

  it('GitHub-shaped: consent gives a code, the code with its verifier gives a token, the token gives the user', async () => {
    const { location, verifier } = await authorizeGithub('consent')
    expect(location?.searchParams.get('state')).toBe('state-1')
    const { issuer, apiUrl, clientId, clientSecret } = providers.clients.github
    const exchange = (codeVerifier: string) =>
      fetch(`${issuer}/login/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: location?.searchParams.get('code') ?? '',
          redirect_uri: `${WALLET}/social/callback/github`,
          code_verifier: codeVerifier,
          client_id: clientId,
          client_secret: clientSecret,
        }),
      })
    const token = (await (await exchange(verifier)).json()) as { access_token: string }
    expect(token.access_token).toEqual(expect.any(String))
    expect((await exchange(verifier)).status).toBe(400)
    const user = await fetch(`${apiUrl}/user`, { headers: { authorization: `Bearer ${token.access_token}` } })
    expect(await user.json()).toMatchObject({ id: 1001, login: 'ada' })
  })

  it('refuses an unregistered redirect URI; refusal and a wrong state come back on the redirect', async () => {
    expect(await authorizeGithub('consent', `${WALLET}/elsewhere`)).toMatchObject({ status: 400 })
    const refused = await authorizeGithub('refuse')
    expect(refused.location?.searchParams.get('error')).toBe('access_denied')
    const tampered = await authorizeGithub('bad-state')
    expect(tampered.location?.searchParams.get('state')).toMatch(/^tampered-/)
  })

  it('serves OpenID Connect discovery with PKCE S256 and the three clients in the server environment', async () => {
    const discovery = (await (
      await fetch(`${providers.oidcIssuer}/.well-known/openid-configuration`)
    ).json()) as { issuer: string; code_challenge_methods_supported: string[] }
    expect(discovery.issuer).toBe(providers.oidcIssuer)
    expect(discovery.code_challenge_methods_supported).toContain('S256')
    expect(providers.serverEnvironment()).toMatchObject({
      WALLETPORT_SOCIAL_GOOGLE_ISSUER: providers.oidcIssuer,
      WALLETPORT_SOCIAL_X_API_URL: `${providers.oauthUrl}/x/api`,
    })
  })
})

describe('startSocialProviders warnings', () => {
  it('starts oidc-provider with a storage adapter of its own: no quick-start adapter warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const providers = await startSocialProviders({ walletServerUrls: [WALLET] })
      await providers.stop()
      // On Node 20 oidc-provider also warns once, at import, that it wants Node 22: the engines question, not configuration.
      const warnings = warn.mock.calls.map((call) => String(call[0])).filter((text) => !/runtime/.test(text))
      expect(warnings).toEqual([])
    } finally {
      warn.mockRestore()
    }
  })
})
