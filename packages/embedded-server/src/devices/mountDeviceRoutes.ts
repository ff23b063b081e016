import { embeddedRoutes } from '@walletport/embedded/contract'
import type { Hono, MiddlewareHandler } from 'hono'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { serveRoute } from '../http/serveRoute.js'
import { listDevices, revokeDevice } from './accountDevices.js'

type Env = { Variables: { device: AuthenticatedDevice } }

/** `GET /v1/devices` (the account's devices) and `POST /v1/devices/revoke` `{ deviceId }` (fresh login only). */
export function mountDeviceRoutes(
  app: Hono<Env>,
  { context, withDevice }: { context: ServerContext; withDevice: MiddlewareHandler<Env> },
): void {
  serveRoute(app, embeddedRoutes.listDevices, { withDevice }, async (c) => ({
    devices: await listDevices(context, c.get('device')),
  }))
  serveRoute(app, embeddedRoutes.revokeDevice, { withDevice }, async (c, body) => {
    await revokeDevice(context, c.get('device'), body)
    return { ok: true as const }
  })
}
