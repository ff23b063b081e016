import { listDevicesRoute, revokeDeviceRoute } from './deviceRoutes.js'
import {
  deviceApprovalApproveRoute,
  deviceApprovalDescribeRoute,
  deviceApprovalWaitRoute,
  emailLoginStartRoute,
  emailLoginVerifyRoute,
} from './emailLoginRoutes.js'
import {
  listPasskeysRoute,
  passkeyRecoverOptionsRoute,
  passkeyRecoverVerifyRoute,
  passkeyRegisterOptionsRoute,
  passkeyRegisterVerifyRoute,
  removePasskeyRoute,
} from './passkeyRoutes.js'

/** Every route of the embedded wallet server that the contract covers, by name. */
export const embeddedRoutes = {
  emailLoginStart: emailLoginStartRoute,
  emailLoginVerify: emailLoginVerifyRoute,
  deviceApprovalWait: deviceApprovalWaitRoute,
  deviceApprovalDescribe: deviceApprovalDescribeRoute,
  deviceApprovalApprove: deviceApprovalApproveRoute,
  listDevices: listDevicesRoute,
  revokeDevice: revokeDeviceRoute,
  listPasskeys: listPasskeysRoute,
  passkeyRegisterOptions: passkeyRegisterOptionsRoute,
  passkeyRegisterVerify: passkeyRegisterVerifyRoute,
  removePasskey: removePasskeyRoute,
  passkeyRecoverOptions: passkeyRecoverOptionsRoute,
  passkeyRecoverVerify: passkeyRecoverVerifyRoute,
}
