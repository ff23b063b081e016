import { embeddedRoutes } from '@walletport/embedded/contract'
import { createWallet, openAuthShare, openRecovery, storeDeviceShare } from '../../wallet/walletOperations.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/** The wallet's shares: stored at creation, this device's auth share opened to sign, the recovery set opened. */
export function serveWalletRoutes(app: ApiApp, kit: RouteKit): void {
  const { context } = kit
  serveRoute(app, embeddedRoutes.createWallet, kit, async (c, body) => {
    await createWallet(context, c.get('device'), body)
    return { ok: true as const }
  })
  serveRoute(app, embeddedRoutes.openAuthShare, kit, (c, body) =>
    openAuthShare(context, c.get('device'), body),
  )
  serveRoute(app, embeddedRoutes.openRecovery, kit, (c, body) => openRecovery(context, c.get('device'), body))
  serveRoute(app, embeddedRoutes.storeDeviceShare, kit, async (c, body) => {
    await storeDeviceShare(context, c.get('device'), body)
    return { ok: true as const }
  })
}
