import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { ServerContext } from '../../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../../auth/sessions.js'
import type { DeviceProof } from '../../auth/verifyDpopProof.js'

/** What the API's handlers find on a request: the signed-in device, once `withDevice` ran. */
export type ApiEnv = { Variables: { device: AuthenticatedDevice } }
export type ApiApp = Hono<ApiEnv>
export type ApiContext = Context<ApiEnv>

/** What every feature's route file needs from the app: the server, the device checks and the caller's address. */
export interface RouteKit {
  context: ServerContext
  /** Needs a signed-in device (bearer token bound to its DPoP key); sets `device`. */
  withDevice: MiddlewareHandler<ApiEnv>
  /** The device's DPoP proof, for routes before a session exists. */
  proveDevice(c: ApiContext): Promise<DeviceProof>
  ipOf(c: ApiContext): string
  urlOf(path: string): string
  /** The dapp as the frame named it, its name cleaned for mails. */
  dappOf(dapp: { origin: string; name: string }): { origin: string; name: string }
}
