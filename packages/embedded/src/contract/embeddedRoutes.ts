import { listDevicesRoute, revokeDeviceRoute } from './deviceRoutes.js'
import {
  deviceApprovalApproveRoute,
  deviceApprovalDescribeRoute,
  deviceApprovalWaitRoute,
  emailLoginStartRoute,
  emailLoginVerifyRoute,
} from './emailLoginRoutes.js'
import {
  emailUpdatePrimaryRoute,
  emailUpdateSecondaryRoute,
  emailUpdateStartRoute,
} from './emailUpdateRoutes.js'
import {
  farcasterLinkStartRoute,
  farcasterLinkWaitRoute,
  farcasterLoginStartRoute,
  farcasterLoginWaitRoute,
} from './farcasterRoutes.js'
import { listIdentitiesRoute, unlinkIdentityRoute } from './identityRoutes.js'
import {
  listPasskeysRoute,
  passkeyRecoverOptionsRoute,
  passkeyRecoverVerifyRoute,
  passkeyRegisterOptionsRoute,
  passkeyRegisterVerifyRoute,
  removePasskeyRoute,
} from './passkeyRoutes.js'
import { logoutRoute, meRoute, refreshSessionRoute, serverConfigRoute } from './sessionRoutes.js'
import {
  socialLinkRedeemRoute,
  socialLinkStartRoute,
  socialLoginRedeemRoute,
  socialLoginStartRoute,
} from './socialRoutes.js'
import {
  createWalletRoute,
  openAuthShareRoute,
  openRecoveryRoute,
  storeDeviceShareRoute,
} from './walletRoutes.js'

/** Every route of the embedded wallet server that the contract covers, by name. */
export const embeddedRoutes = {
  emailLoginStart: emailLoginStartRoute,
  emailLoginVerify: emailLoginVerifyRoute,
  deviceApprovalWait: deviceApprovalWaitRoute,
  deviceApprovalDescribe: deviceApprovalDescribeRoute,
  deviceApprovalApprove: deviceApprovalApproveRoute,
  serverConfig: serverConfigRoute,
  me: meRoute,
  refreshSession: refreshSessionRoute,
  logout: logoutRoute,
  emailUpdateStart: emailUpdateStartRoute,
  emailUpdatePrimary: emailUpdatePrimaryRoute,
  emailUpdateSecondary: emailUpdateSecondaryRoute,
  socialLoginStart: socialLoginStartRoute,
  socialLoginRedeem: socialLoginRedeemRoute,
  socialLinkStart: socialLinkStartRoute,
  socialLinkRedeem: socialLinkRedeemRoute,
  farcasterLoginStart: farcasterLoginStartRoute,
  farcasterLoginWait: farcasterLoginWaitRoute,
  farcasterLinkStart: farcasterLinkStartRoute,
  farcasterLinkWait: farcasterLinkWaitRoute,
  listIdentities: listIdentitiesRoute,
  unlinkIdentity: unlinkIdentityRoute,
  createWallet: createWalletRoute,
  openAuthShare: openAuthShareRoute,
  openRecovery: openRecoveryRoute,
  storeDeviceShare: storeDeviceShareRoute,
  listDevices: listDevicesRoute,
  revokeDevice: revokeDeviceRoute,
  listPasskeys: listPasskeysRoute,
  passkeyRegisterOptions: passkeyRegisterOptionsRoute,
  passkeyRegisterVerify: passkeyRegisterVerifyRoute,
  removePasskey: removePasskeyRoute,
  passkeyRecoverOptions: passkeyRecoverOptionsRoute,
  passkeyRecoverVerify: passkeyRecoverVerifyRoute,
}
