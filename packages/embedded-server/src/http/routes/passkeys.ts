import { embeddedRoutes } from '@walletport/embedded/contract'
import { listPasskeys } from '../../passkeys/listPasskeys.js'
import { finishPasskeyRecovery, startPasskeyRecovery } from '../../passkeys/recoverWithPasskey.js'
import { finishPasskeyRegistration, startPasskeyRegistration } from '../../passkeys/registerPasskey.js'
import { removePasskey } from '../../passkeys/removePasskey.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/**
 * The account's passkeys: the list, adding one and removing one (fresh login only), and recovering on a new
 * device with one.
 */
export function servePasskeyRoutes(app: ApiApp, kit: RouteKit): void {
  const { context } = kit
  serveRoute(app, embeddedRoutes.listPasskeys, kit, async (c) => ({
    passkeys: await listPasskeys(context, c.get('device')),
  }))
  serveRoute(app, embeddedRoutes.passkeyRegisterOptions, kit, async (c) => {
    const { options } = await startPasskeyRegistration(context, c.get('device'))
    return { options: { ...options } }
  })
  serveRoute(app, embeddedRoutes.passkeyRegisterVerify, kit, (c, body) =>
    finishPasskeyRegistration(context, c.get('device'), body as never),
  )
  serveRoute(app, embeddedRoutes.removePasskey, kit, async (c, body) => {
    await removePasskey(context, c.get('device'), body)
    return { ok: true as const }
  })
  serveRoute(app, embeddedRoutes.passkeyRecoverOptions, kit, async (c) => {
    const { options, passkeys } = await startPasskeyRecovery(context, c.get('device'))
    return options ? { options: { ...options }, passkeys } : { passkeys }
  })
  serveRoute(app, embeddedRoutes.passkeyRecoverVerify, kit, (c, body) =>
    finishPasskeyRecovery(context, c.get('device'), body as never),
  )
}
