import { createHash, randomBytes } from 'node:crypto'
import { type SocialProviders, startSocialProviders } from './startSocialProviders.js'

const WALLET = 'http://localhost:9999'
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/** A whole authorization code flow on the OpenID Connect provider, as the wallet server and the user's browser run it. */
async function signInWithOidc(providers: SocialProviders, provider: 'google' | 'apple' | 'facebook') {
  const { issuer, clientId, clientSecret } = providers.clients[provider]
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string
    token_endpoint: string
  }
  const cookies = new Map<string, string>()
  const browse = async (url: string | URL, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  const follow = (response: Response) => new URL(response.headers.get('location') ?? '', issuer)
  const verifier = randomBytes(32).toString('base64url')
  const redirectUri = `${WALLET}/social/callback/${provider}`
  const authorize = await browse(
    `${discovery.authorization_endpoint}?${new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: s256(verifier),
      code_challenge_method: 'S256',
    })}`,
  )
  const interaction = follow(authorize)
  expect((await browse(interaction)).status).toBe(200)
  const consented = await browse(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice: 'consent', user: '1001' }),
  })
  const callback = follow(await browse(follow(consented)))
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri)
  const token = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: clientId,
      client_secret: clientSecret,
    }),
  })
  return token.json()
}

// First in the file: oidc-provider is imported (once per module registry) by the first start, and its load is checked here.
describe('startSocialProviders warnings', () => {
  it('loads oidc-provider and signs a user in with no warning or notice at all (no runtime warning on Node 20, no quick-start adapter, no default lifetimes)', async () => {
    const methods = ['warn', 'error', 'info', 'log'] as const
    const spies = methods.map((method) => jest.spyOn(console, method).mockImplementation(() => undefined))
    const processWarnings: string[] = []
    const onWarning = (warning: Error) => processWarnings.push(`${warning.name}: ${warning.message}`)
    process.on('warning', onWarning)
    try {
      const providers = await startSocialProviders({ walletServerUrls: [WALLET] })
      try {
        expect(await signInWithOidc(providers, 'google')).toMatchObject({ id_token: expect.any(String) })
      } finally {
        await providers.stop()
      }
      const printed = spies.flatMap((spy, index) =>
        spy.mock.calls.map((call) => `console.${methods[index]}: ${call.map(String).join(' ')}`),
      )
      expect([...printed, ...processWarnings]).toEqual([])
    } finally {
      process.off('warning', onWarning)
      for (const spy of spies) spy.mockRestore()
    }
  })
})

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
