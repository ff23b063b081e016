import { embeddedRoutes } from '@walletport/embedded/contract'
import { finishFarcasterLink } from '../../farcaster/farcasterLinks.js'
import { finishFarcasterLogin, startFarcasterLogin } from '../../farcaster/farcasterLogins.js'
import { assertFreshLogin } from '../../wallet/assertFreshLogin.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/** Sign In With Farcaster (start, then a long poll until signed), and linking a Farcaster account the same way. */
export function serveFarcasterRoutes(app: ApiApp, kit: RouteKit): void {
  const { context, proveDevice, ipOf } = kit
  serveRoute(app, embeddedRoutes.farcasterLoginStart, kit, async (c, body) => {
    const device = await proveDevice(c)
    return startFarcasterLogin(context, { deviceJkt: device.jkt, dappOrigin: body.dapp.origin, ip: ipOf(c) })
  })
  serveRoute(app, embeddedRoutes.farcasterLoginWait, kit, async (c, body) => {
    const device = await proveDevice(c)
    return finishFarcasterLogin(context, { loginId: body.loginId, device, signal: c.req.raw.signal })
  })
  serveRoute(app, embeddedRoutes.farcasterLinkStart, kit, async (c, body) => {
    const device = c.get('device')
    assertFreshLogin(context, device, 'link a sign-in')
    return startFarcasterLogin(context, {
      deviceJkt: device.deviceJkt,
      dappOrigin: body.dapp.origin,
      ip: ipOf(c),
      linkAccountId: device.accountId,
    })
  })
  serveRoute(app, embeddedRoutes.farcasterLinkWait, kit, (c, body) =>
    finishFarcasterLink(context, {
      loginId: body.loginId,
      device: c.get('device'),
      signal: c.req.raw.signal,
    }),
  )
}
