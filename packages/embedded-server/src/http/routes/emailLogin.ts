import { embeddedRoutes } from '@walletport/embedded/contract'
import { approveDevice, describeDeviceApproval, waitForDeviceApproval } from '../../auth/deviceApproval.js'
import { startEmailLogin } from '../../auth/startEmailLogin.js'
import { verifyEmailCode } from '../../auth/verifyEmailCode.js'
import { serveRoute } from '../serveRoute.js'
import type { ApiApp, RouteKit } from './RouteKit.js'

/**
 * Email login: start (a code, or a device-approval link for a new device), the approval page's describe and
 * approve, the frame's long poll of the approval, and the code's verification that starts the session.
 */
export function serveEmailLoginRoutes(app: ApiApp, kit: RouteKit): void {
  const { context, proveDevice, ipOf, dappOf } = kit
  serveRoute(app, embeddedRoutes.emailLoginStart, kit, async (c, body) => {
    const device = await proveDevice(c)
    return startEmailLogin(context, {
      email: body.email,
      deviceJkt: device.jkt,
      dapp: dappOf(body.dapp),
      ip: ipOf(c),
    })
  })
  serveRoute(app, embeddedRoutes.emailLoginVerify, kit, async (c, body) => {
    const device = await proveDevice(c)
    return verifyEmailCode(context, { ...body, device, ip: ipOf(c) })
  })
  serveRoute(app, embeddedRoutes.deviceApprovalWait, kit, async (c, body) => {
    const device = await proveDevice(c)
    return waitForDeviceApproval(context, {
      approvalId: body.approvalId,
      deviceJkt: device.jkt,
      signal: c.req.raw.signal,
    })
  })
  serveRoute(app, embeddedRoutes.deviceApprovalDescribe, kit, (_c, body) =>
    describeDeviceApproval(context, body.token),
  )
  serveRoute(app, embeddedRoutes.deviceApprovalApprove, kit, (c, body) =>
    approveDevice(context, { token: body.token, ip: ipOf(c) }),
  )
}
