export {
  InsufficientPaymentBalanceError,
  InvalidPaymentError,
  PaymentCancelledError,
  PaymentNetworkError,
  PaymentRejectedError,
} from '../errors/pay.js'
export { createPayFlow, type PayFlow, type PayFlowState, type PayStep } from './createPayFlow.js'
export { pay } from './pay.js'
export { resolvePayRequest } from './resolvePayRequest.js'
export type { PayAsset, PayParameters, PayRequest, PayResult, PaySession } from './types.js'
