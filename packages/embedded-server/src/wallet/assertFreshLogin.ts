import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { ApiError } from '../http/ApiError.js'

/** Step-up: refuses unless the session descends from a login younger than `freshLoginMs` (10 minutes). */
export function assertFreshLogin(context: ServerContext, device: AuthenticatedDevice, what: string): void {
  if (context.now() - device.authTime > context.limits.freshLoginMs)
    throw new ApiError({
      status: 403,
      code: 'login_not_fresh',
      message: `Sign in again to ${what}: it needs a login from the last ${Math.round(context.limits.freshLoginMs / 60_000)} minutes`,
    })
}
