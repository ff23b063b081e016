import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type PlainOAuthProvider, plainOAuthShapes } from './plainOAuthShapes.js'
import { readForm } from './readForm.js'
import { renderConsentPage } from './renderConsentPage.js'
import { findSocialTestUser, type SocialTestUser } from './socialTestUsers.js'

export interface PlainOAuthClient {
  clientId: string
  clientSecret: string
  redirectUris: readonly string[]
}

export interface PlainOAuthEndpoints {
  /** Web base (authorize page): like https://github.com. */
  issuer: string
  /** API base (user endpoint): like https://api.github.com. */
  apiUrl: string
}

export interface PlainOAuthServer {
  url: string
  endpoints: Record<PlainOAuthProvider, PlainOAuthEndpoints>
  stop(): Promise<void>
}

const CODE_TTL_MS = 60_000

interface IssuedCode {
  provider: PlainOAuthProvider
  clientId: string
  redirectUri: string
  codeChallenge: string
  userId: string
  expiresAt: number
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/**
 * OAuth 2 endpoints shaped like GitHub's, X's and Discord's (authorize page, token, user) under /github, /x and
 * /discord of one loopback server: exact redirect URIs, PKCE S256 required, single-use codes, bearer tokens.
 */
export async function startPlainOAuthProviders({
  host = '127.0.0.1',
  port = 0,
  clients,
  users,
}: {
  host?: string
  port?: number
  clients: Partial<Record<PlainOAuthProvider, PlainOAuthClient>>
  users: readonly SocialTestUser[]
}): Promise<PlainOAuthServer> {
  const codes = new Map<string, IssuedCode>()
  const tokens = new Map<string, { provider: PlainOAuthProvider; userId: string }>()
  let endpoints = {} as Record<PlainOAuthProvider, PlainOAuthEndpoints>

  const json = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  function authorizeParameters(provider: PlainOAuthProvider, query: URLSearchParams) {
    const client = clients[provider]
    const clientId = query.get('client_id') ?? ''
    const redirectUri = query.get('redirect_uri') ?? ''
    if (!client || client.clientId !== clientId) return { error: `Unknown client_id ${clientId}` }
    if (!client.redirectUris.includes(redirectUri))
      return { error: `redirect_uri ${redirectUri} is not registered for ${clientId}` }
    if (query.get('response_type') !== 'code') return { error: 'response_type must be code' }
    if (query.get('code_challenge_method') !== 'S256' || !query.get('code_challenge'))
      return { error: 'PKCE with code_challenge_method S256 is required' }
    return {
      clientId,
      redirectUri,
      state: query.get('state') ?? '',
      codeChallenge: query.get('code_challenge') ?? '',
    }
  }

  async function authorize(provider: PlainOAuthProvider, request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://devnet')
    const query = request.method === 'POST' ? await readForm(request) : url.searchParams
    const checked = authorizeParameters(provider, query)
    if ('error' in checked) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(checked.error)
      return
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        renderConsentPage({
          provider,
          clientName: checked.clientId,
          action: url.pathname,
          hidden: Object.fromEntries(query),
          users,
          oidc: false,
        }),
      )
      return
    }
    const back = new URL(checked.redirectUri)
    const choice = query.get('choice')
    back.searchParams.set(
      'state',
      choice === 'bad-state' ? `tampered-${randomBytes(6).toString('hex')}` : checked.state,
    )
    if (choice === 'refuse') {
      back.searchParams.set('error', 'access_denied')
      back.searchParams.set('error_description', 'The user refused to sign in')
    } else {
      const user = findSocialTestUser(users, query.get('user') ?? undefined) ?? users[0]
      if (!user) throw new Error('No scripted user to sign in')
      const code = randomBytes(16).toString('base64url')
      codes.set(code, { provider, ...checked, userId: user.id, expiresAt: Date.now() + CODE_TTL_MS })
      back.searchParams.set('code', code)
    }
    response.writeHead(302, { location: back.href }).end()
  }

  function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')
    if (basic?.[1]) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString().split(':')
      return { id: decodeURIComponent(id ?? ''), secret: decodeURIComponent(secret ?? '') }
    }
    return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' }
  }

  async function token(provider: PlainOAuthProvider, request: IncomingMessage, response: ServerResponse) {
    const form = await readForm(request)
    const client = clients[provider]
    const credentials = clientCredentials(request, form)
    if (!client || credentials.id !== client.clientId || credentials.secret !== client.clientSecret)
      return json(response, 401, { error: 'invalid_client' })
    if (form.get('grant_type') !== 'authorization_code')
      return json(response, 400, { error: 'unsupported_grant_type' })
    const code = form.get('code') ?? ''
    const issued = codes.get(code)
    codes.delete(code)
    if (
      !issued ||
      issued.provider !== provider ||
      issued.clientId !== client.clientId ||
      issued.expiresAt < Date.now() ||
      issued.redirectUri !== form.get('redirect_uri') ||
      s256(form.get('code_verifier') ?? '') !== issued.codeChallenge
    )
      return json(response, 400, { error: 'invalid_grant' })
    const accessToken = randomBytes(24).toString('base64url')
    tokens.set(accessToken, { provider, userId: issued.userId })
    return json(response, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      scope: plainOAuthShapes[provider].scope,
      expires_in: 3600,
    })
  }

  function userInfo(
    provider: PlainOAuthProvider,
    path: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]
    const holder = bearer ? tokens.get(bearer) : undefined
    const user = holder?.provider === provider ? findSocialTestUser(users, holder.userId) : undefined
    if (!user) return json(response, 401, { message: 'Bad credentials' })
    if (provider === 'github' && path === '/user/emails')
      return json(response, 200, [{ email: user.email, primary: true, verified: user.emailVerified }])
    return json(response, 200, plainOAuthShapes[provider].userAnswer(user))
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', 'http://devnet')
    const [, name = '', ...rest] = pathname.split('/')
    if (!(name in plainOAuthShapes)) return json(response, 404, { error: 'not_found' })
    const provider = name as PlainOAuthProvider
    const shape = plainOAuthShapes[provider]
    const isApi = rest[0] === 'api'
    const path = `/${(isApi ? rest.slice(1) : rest).join('/')}`
    if (!isApi && path === shape.authorize) return authorize(provider, request, response)
    if ((shape.token.base === 'api') === isApi && path === shape.token.path && request.method === 'POST')
      return token(provider, request, response)
    if (
      isApi &&
      request.method === 'GET' &&
      (path === shape.user || (provider === 'github' && path === '/user/emails'))
    )
      return userInfo(provider, path, request, response)
    return json(response, 404, { error: 'not_found' })
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 400, { error: error instanceof Error ? error.message : 'failed' })
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const url = `http://${host}:${(server.address() as AddressInfo).port}`
  endpoints = Object.fromEntries(
    (Object.keys(plainOAuthShapes) as PlainOAuthProvider[]).map((provider) => [
      provider,
      { issuer: `${url}/${provider}`, apiUrl: `${url}/${provider}/api` },
    ]),
  ) as Record<PlainOAuthProvider, PlainOAuthEndpoints>
  return {
    url,
    endpoints,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
