import { listDevicesRoute, revokeDeviceRoute } from './deviceRoutes.js'
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
  listDevices: listDevicesRoute,
  revokeDevice: revokeDeviceRoute,
  listPasskeys: listPasskeysRoute,
  passkeyRegisterOptions: passkeyRegisterOptionsRoute,
  passkeyRegisterVerify: passkeyRegisterVerifyRoute,
  removePasskey: removePasskeyRoute,
  passkeyRecoverOptions: passkeyRecoverOptionsRoute,
  passkeyRecoverVerify: passkeyRecoverVerifyRoute,
}
