export { getTimeZone, isOnrampRestricted, RESTRICTED_TIME_ZONES } from './isOnrampRestricted.js'
export type {
  OnrampAsset,
  OnrampProvider,
  OnrampQuote,
  OnrampQuoteRequest,
  OnrampSession,
  OnrampStatus,
} from './types.js'
