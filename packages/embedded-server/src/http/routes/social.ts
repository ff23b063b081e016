import { isSocialProvider } from '@walletport/core'
import { embeddedRoutes } from '@walletport/embedded/contract'
import type { Context } from 'hono'
import { finishSocialLogin } from '../../social/finishSocialLogin.js'
import { redeemSocialLink } from '../../social/redeemSocialLink.js'
import { redeemSocialLogin } from '../../social/redeemSocialLogin.js'
import { socialResultHtml, socialResultJs } from '../../social/socialResultPage.js'
import { startSocialLogin } from '../../social/startSocialLogin.js'
import { assertFreshLogin } from '../../wallet/assertFreshLogin.js'
import { contentSecurityPolicy } from '../securityHeaders.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/**
 * Social sign-in: start (the frame asks for the provider's URL), the provider's callback (a page on this origin
 * that hands the result to the dapp), redeem (the frame trades the one-time code for a session); and linking
 * another provider to the signed-in account the same way (fresh login, popup only).
 */
export function serveSocialRoutes(app: ApiApp, kit: RouteKit): void {
  const { context, urlOf, ipOf, proveDevice } = kit
  serveRoute(app, embeddedRoutes.socialLoginStart, kit, async (c, body) => {
    const device = await proveDevice(c)
    return startSocialLogin(context, {
      provider: body.provider,
      loginChallenge: body.loginChallenge,
      dappOrigin: body.dapp.origin,
      returnUrl: body.returnUrl,
      deviceJkt: device.jkt,
      ip: ipOf(c),
    })
  })
  serveRoute(app, embeddedRoutes.socialLoginRedeem, kit, async (c, body) => {
    const device = await proveDevice(c)
    return redeemSocialLogin(context, { ...body, device })
  })
  serveRoute(app, embeddedRoutes.socialLinkStart, kit, async (c, body) => {
    const device = c.get('device')
    assertFreshLogin(context, device, 'link a sign-in')
    return startSocialLogin(context, {
      provider: body.provider,
      loginChallenge: body.loginChallenge,
      dappOrigin: body.dapp.origin,
      returnUrl: undefined,
      deviceJkt: device.deviceJkt,
      linkAccountId: device.accountId,
      ip: ipOf(c),
    })
  })
  serveRoute(app, embeddedRoutes.socialLinkRedeem, kit, (c, body) =>
    redeemSocialLink(context, c.get('device'), body),
  )

  const callback = async (c: Context) => {
    const provider = c.req.param('provider') ?? ''
    if (!isSocialProvider(provider) || !context.socialClients?.[provider]) return c.notFound()
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
  app.get('/social/callback/:provider', callback)
  app.post('/social/callback/:provider', callback)
  app.get('/social/result', (c) => {
    c.header('Content-Security-Policy', contentSecurityPolicy('none'))
    return c.html(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed in</title><link rel="stylesheet" href="/device/approve.css"></head><body><main><p>You can close this window.</p></main></body></html>',
    )
  })
  app.get('/social/result.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8')
    return c.body(socialResultJs)
  })
}
