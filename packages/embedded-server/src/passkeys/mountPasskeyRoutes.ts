import { embeddedRoutes } from '@walletport/embedded/contract'
import type { Hono, MiddlewareHandler } from 'hono'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { serveRoute } from '../http/serveRoute.js'
import { listPasskeys } from './listPasskeys.js'
import { finishPasskeyRecovery, startPasskeyRecovery } from './recoverWithPasskey.js'
import { finishPasskeyRegistration, startPasskeyRegistration } from './registerPasskey.js'
import { removePasskey } from './removePasskey.js'

type Env = { Variables: { device: AuthenticatedDevice } }

/**
 * `GET /v1/passkeys` (the account's passkeys), `POST /v1/passkeys/register/options`, `…/register/verify` (add a
 * passkey: fresh login only), `POST /v1/passkeys/remove` `{ credentialId }` (fresh login only) and
 * `POST /v1/passkeys/recover/options`, `…/recover/verify` (recover on a new device with a passkey).
 */
export function mountPasskeyRoutes(
  app: Hono<Env>,
  { context, withDevice }: { context: ServerContext; withDevice: MiddlewareHandler<Env> },
): void {
  const routes = embeddedRoutes
  serveRoute(app, routes.listPasskeys, { withDevice }, async (c) => ({
    passkeys: await listPasskeys(context, c.get('device')),
  }))
  serveRoute(app, routes.passkeyRegisterOptions, { withDevice }, async (c) => {
    const { options } = await startPasskeyRegistration(context, c.get('device'))
    return { options: { ...options } }
  })
  serveRoute(app, routes.passkeyRegisterVerify, { withDevice }, (c, body) =>
    finishPasskeyRegistration(context, c.get('device'), body as never),
  )
  serveRoute(app, routes.removePasskey, { withDevice }, async (c, body) => {
    await removePasskey(context, c.get('device'), body)
    return { ok: true as const }
  })
  serveRoute(app, routes.passkeyRecoverOptions, { withDevice }, async (c) => {
    const { options, passkeys } = await startPasskeyRecovery(context, c.get('device'))
    return options ? { options: { ...options }, passkeys } : { passkeys }
  })
  serveRoute(app, routes.passkeyRecoverVerify, { withDevice }, (c, body) =>
    finishPasskeyRecovery(context, c.get('device'), body as never),
  )
}
