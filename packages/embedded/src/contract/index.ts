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
export { embeddedRoutes } from './embeddedRoutes.js'
export { parseRouteAnswer } from './parseRouteAnswer.js'
export { RouteAnswerError } from './RouteAnswerError.js'
