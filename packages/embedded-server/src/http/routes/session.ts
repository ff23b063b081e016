import { embeddedRoutes, toBase64Url } from '@walletport/embedded/contract'
import { endSession, refreshSession } from '../../auth/sessions.js'
import { getWalletAddresses } from '../../wallet/walletOperations.js'
import { ApiError } from '../ApiError.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/** The server's configuration, the signed-in account, and the session's refresh and end. */
export function serveSessionRoutes(app: ApiApp, kit: RouteKit): void {
  const { context, proveDevice } = kit
  serveRoute(app, embeddedRoutes.serverConfig, kit, async () => ({
    transportKey: toBase64Url(context.keys.transportKey.publicKey),
    socials: [...Object.keys(context.socialClients ?? {}), ...(context.farcaster ? ['farcaster'] : [])],
  }))
  serveRoute(app, embeddedRoutes.refreshSession, kit, async (c, body) => {
    const device = await proveDevice(c)
    return refreshSession(context, { refreshToken: body.refreshToken, deviceJkt: device.jkt })
  })
  serveRoute(app, embeddedRoutes.logout, kit, async (c) => {
    await endSession(context, c.get('device'))
    return { ok: true as const }
  })
  serveRoute(app, embeddedRoutes.me, kit, async (c) => {
    const device = c.get('device')
    const [account] = await context.db.query<{ id: string; email: string | null }>(
      'select id, email from accounts where id = $1',
      [device.accountId],
    )
    if (!account) throw new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in again' })
    return {
      account,
      wallet: await getWalletAddresses(context, device.accountId),
      authTime: new Date(device.authTime).toISOString(),
    }
  })
}
