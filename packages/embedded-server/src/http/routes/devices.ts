import { embeddedRoutes } from '@walletport/embedded/contract'
import { listDevices, revokeDevice } from '../../devices/accountDevices.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/** The account's devices, and revoking another one (fresh login only). */
export function serveDeviceRoutes(app: ApiApp, kit: RouteKit): void {
  const { context } = kit
  serveRoute(app, embeddedRoutes.listDevices, kit, async (c) => ({
    devices: await listDevices(context, c.get('device')),
  }))
  serveRoute(app, embeddedRoutes.revokeDevice, kit, async (c, body) => {
    await revokeDevice(context, c.get('device'), body)
    return { ok: true as const }
  })
}
