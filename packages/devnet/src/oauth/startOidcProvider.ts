import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import { createOidcMemoryAdapter } from './createOidcMemoryAdapter.js'
import { readForm } from './readForm.js'
import { renderConsentPage } from './renderConsentPage.js'
import { findSocialTestUser, type SocialTestUser } from './socialTestUsers.js'

export interface OidcTestClient {
  clientId: string
  clientSecret: string
  /** Exact redirect URIs; anything else is refused by the provider. */
  redirectUris: readonly string[]
}

export interface OidcProviderServer {
  issuer: string
  stop(): Promise<void>
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on loopback: discovery, authorization code with PKCE S256
 * required, ID tokens signed with a key made at start, and a sign-in page of its own where a scripted user
 * consents, refuses, or makes the provider answer with a wrong state or a wrong nonce.
 */
export async function startOidcProvider({
  host = '127.0.0.1',
  port = 0,
  clients,
  users,
}: {
  host?: string
  port?: number
  clients: readonly OidcTestClient[]
  users: readonly SocialTestUser[]
}): Promise<OidcProviderServer> {
  const { default: Provider, interactionPolicy } = await import('oidc-provider')
  // The scripted user chooses on every sign-in (consent, refusal, a wrong state or nonce): no silent SSO.
  const policy = interactionPolicy.base()
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'scripted_user',
      'the scripted user chooses every time',
      // Coming back from the sign-in page carries its result; a new authorization request does not.
      (context) =>
        context.oidc.result
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  )
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) =>
    response.writeHead(503).end()
  const server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address() as AddressInfo
  const issuer = `http://${host}:${address.port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [...client.redirectUris],
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    adapter: createOidcMemoryAdapter(),
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'devnet' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    // Like Google: the scope's claims travel in the ID token itself.
    conformIdTokenClaims: false,
    async findAccount(_context, subject) {
      const user = findSocialTestUser(users, subject)
      if (!user) return undefined
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
          preferred_username: user.username,
        }),
      }
    },
    interactions: { policy, url: (_context, interaction) => `/interaction/${interaction.uid}` },
    // Lifetimes chosen for a devnet (its sessions last as long as it runs); the library's defaults print a notice each.
    ttl: {
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      AccessToken: 60 * 60,
      IdToken: 60 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
    },
    renderError(context, { error, error_description: description }) {
      context.type = 'text/plain; charset=utf-8'
      context.body = description ? `${error}: ${description}` : String(error)
    },
  })

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response)
    const clientId = String(details.params.client_id)
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        renderConsentPage({
          provider: clientId.replace(/-client$/, ''),
          clientName: clientId,
          action: `/interaction/${details.uid}`,
          hidden: {},
          users,
          oidc: true,
        }),
      )
      return
    }
    const form = await readForm(request)
    const choice = form.get('choice')
    if (choice === 'refuse') {
      await provider.interactionFinished(request, response, {
        error: 'access_denied',
        error_description: 'The user refused to sign in',
      })
      return
    }
    if (choice === 'bad-state' || choice === 'bad-nonce') {
      const key = choice === 'bad-state' ? 'state' : 'nonce'
      details.params[key] = `tampered-${randomBytes(6).toString('hex')}`
      await details.save(Math.max(1, details.exp - Math.floor(Date.now() / 1000)))
    }
    const user = findSocialTestUser(users, form.get('user') ?? undefined) ?? users[0]
    if (!user) throw new Error('No scripted user to sign in')
    const grant = new provider.Grant({ accountId: user.id, clientId })
    grant.addOIDCScope('openid email profile')
    const grantId = await grant.save()
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: user.id }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  const callback = provider.callback()
  handle = (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' })
        response.end(error instanceof Error ? error.message : 'Interaction failed')
      })
      return
    }
    void callback(request, response)
  }

  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
