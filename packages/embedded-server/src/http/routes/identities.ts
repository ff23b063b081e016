import { embeddedRoutes } from '@walletport/embedded/contract'
import { listIdentities, unlinkIdentity } from '../../identities/accountIdentities.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/** The signed-in user's ways in: the list, and unlinking one (fresh login, never the last). */
export function serveIdentityRoutes(app: ApiApp, kit: RouteKit): void {
  const { context } = kit
  serveRoute(app, embeddedRoutes.listIdentities, kit, (c) => listIdentities(context, c.get('device')))
  serveRoute(app, embeddedRoutes.unlinkIdentity, kit, async (c, body) => {
    await unlinkIdentity(context, c.get('device'), body)
    return { ok: true as const }
  })
}
