export { OnrampResponseError, OnrampUnavailableError } from '../errors/onramp.js'
export {
  type CreateHttpOnrampProviderParameters,
  createHttpOnrampProvider,
} from './createHttpOnrampProvider.js'
export {
  type CreateOnrampFlowParameters,
  createOnrampFlow,
  type OnrampFlow,
  type OnrampFlowState,
  type OnrampOffer,
  type OnrampStep,
} from './createOnrampFlow.js'
export { getTimeZone, isOnrampRestricted, RESTRICTED_TIME_ZONES } from './isOnrampRestricted.js'
export type {
  OnrampAsset,
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampSession,
  OnrampStatus,
} from './types.js'
