import { embeddedRoutes } from '@walletport/embedded/contract'
import {
  startEmailUpdate,
  verifyEmailUpdatePrimary,
  verifyEmailUpdateSecondary,
} from '../../auth/emailUpdate.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/** Changing the account's email: start, the current address's code, then the new address's code. */
export function serveEmailUpdateRoutes(app: ApiApp, kit: RouteKit): void {
  const { context, dappOf } = kit
  serveRoute(app, embeddedRoutes.emailUpdateStart, kit, (c, body) =>
    startEmailUpdate(context, c.get('device'), { newEmail: body.newEmail, dapp: dappOf(body.dapp) }),
  )
  serveRoute(app, embeddedRoutes.emailUpdatePrimary, kit, (c, body) =>
    verifyEmailUpdatePrimary(context, c.get('device'), { ...body, dapp: dappOf(body.dapp) }),
  )
  serveRoute(app, embeddedRoutes.emailUpdateSecondary, kit, (c, body) =>
    verifyEmailUpdateSecondary(context, c.get('device'), body),
  )
}
