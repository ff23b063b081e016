export { fromBase64Url, toBase64Url } from './base64url.js'
export {
  base64urlSchema,
  kdfSchema,
  okSchema,
  sealedBoxSchema,
  walletAddressesSchema,
} from './contractSchemas.js'
export {
  defineRoute,
  type RouteAnswer,
  type RouteAnswerInput,
  type RouteBody,
  type RouteContract,
  type RouteParsedBody,
} from './defineRoute.js'
export { createDeviceKey, createDpopProof, type DeviceKey } from './dpop.js'
export { embeddedRoutes } from './embeddedRoutes.js'
export { FRAME_BOOT_CONFIG_ID, type FrameBootConfig, frameBootConfigSchema } from './frameBootConfig.js'
export { parseRouteAnswer } from './parseRouteAnswer.js'
export { RouteAnswerError } from './RouteAnswerError.js'
export { sharePurposes } from './sharePurposes.js'
export { openSealedBox, type SealedBox, SealedBoxError, sealToPublicKey } from './transportSeal.js'
