import type { Context, Hono } from 'hono'
import * as z from 'zod'
import type { ServerContext } from '../auth/ServerContext.js'
import type { DeviceProof } from '../auth/verifyDpopProof.js'
import { readBody } from '../http/readBody.js'
import { dappSchema } from '../http/requestSchemas.js'
import { contentSecurityPolicy } from '../http/securityHeaders.js'
import { finishSocialLogin } from './finishSocialLogin.js'
import { redeemSocialLogin } from './redeemSocialLogin.js'
import { isSocialLoginProvider, SOCIAL_LOGIN_PROVIDERS } from './socialProviders.js'
import { socialResultHtml, socialResultJs } from './socialResultPage.js'
import { startSocialLogin } from './startSocialLogin.js'

const challenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a base64url SHA-256 digest')
const socialSchemas = {
  start: z.strictObject({
    provider: z.enum(SOCIAL_LOGIN_PROVIDERS),
    loginChallenge: challenge,
    dapp: dappSchema,
    returnUrl: z.url().max(2048).optional(),
  }),
  redeem: z.strictObject({
    code: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a login code'),
    verifier: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'expected a base64url verifier'),
  }),
}

export interface SocialRouteHelpers {
  context: ServerContext
  urlOf(path: string): string
  ipOf(c: Context): string
  proveDevice(c: Context): Promise<DeviceProof>
}

/**
 * Social sign-in: start (the frame asks for the provider's URL), the provider's callback (a page on this origin
 * that hands the result to the dapp), redeem (the frame trades the one-time code for a session).
 */
export function mountSocialRoutes(
  app: Hono<never>,
  { context, urlOf, ipOf, proveDevice }: SocialRouteHelpers,
) {
  const route = app as unknown as Hono
  route.post('/v1/auth/social/start', async (c) => {
    const body = await readBody(c, socialSchemas.start)
    const device = await proveDevice(c)
    return c.json(
      await startSocialLogin(context, {
        provider: body.provider,
        loginChallenge: body.loginChallenge,
        dappOrigin: body.dapp.origin,
        returnUrl: body.returnUrl,
        deviceJkt: device.jkt,
        ip: ipOf(c),
      }),
    )
  })

  route.post('/v1/auth/social/redeem', async (c) => {
    const body = await readBody(c, socialSchemas.redeem)
    const device = await proveDevice(c)
    return c.json(await redeemSocialLogin(context, { ...body, device }))
  })

  const callback = async (c: Context) => {
    const provider = c.req.param('provider') ?? ''
    if (!isSocialLoginProvider(provider) || !context.socialClients?.[provider]) return c.notFound()
    const publicCallback = new URL(urlOf(c.req.path))
    let parameters: URLSearchParams
    let request: URL | Request
    if (c.req.method === 'POST') {
      const text = (await c.req.text()).slice(0, 16_384)
      parameters = new URLSearchParams(text)
      request = new Request(publicCallback, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: text,
      })
    } else {
      parameters = new URL(c.req.url).searchParams
      publicCallback.search = parameters.toString()
      request = publicCallback
    }
    const outcome = await finishSocialLogin(context, { provider, callback: request, parameters })
    c.header('Content-Security-Policy', contentSecurityPolicy('none'))
    c.header('Cache-Control', 'no-store')
    // The popup must keep its opener (the dapp window) to hand it the result.
    c.header('Cross-Origin-Opener-Policy', 'unsafe-none')
    return c.html(socialResultHtml(outcome, context.allowedOrigins))
  }
  route.get('/social/callback/:provider', callback)
  route.post('/social/callback/:provider', callback)
  route.get('/social/result', (c) => {
    c.header('Content-Security-Policy', contentSecurityPolicy('none'))
    return c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title><link rel="stylesheet" href="/device/approve.css"></head><body><main><p>You can close this window.</p></main></body></html>',
    )
  })
  route.get('/social/result.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(socialResultJs)
  })
}
