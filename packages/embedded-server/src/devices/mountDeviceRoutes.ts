import type { Hono, MiddlewareHandler } from 'hono'
import * as z from 'zod'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { readBody } from '../http/readBody.js'
import { listDevices, revokeDevice } from './accountDevices.js'

type Env = { Variables: { device: AuthenticatedDevice } }

const revokeSchema = z.strictObject({
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a JWK thumbprint'),
})

/** `GET /v1/devices` (the account's devices) and `POST /v1/devices/revoke` `{ deviceId }` (fresh login only). */
export function mountDeviceRoutes(
  app: Hono<Env>,
  { context, withDevice }: { context: ServerContext; withDevice: MiddlewareHandler<Env> },
): void {
  app.get('/v1/devices', withDevice, async (c) =>
    c.json({ devices: await listDevices(context, c.get('device')) }),
  )
  app.post('/v1/devices/revoke', withDevice, async (c) => {
    await revokeDevice(context, c.get('device'), await readBody(c, revokeSchema))
    return c.json({ ok: true })
  })
}
