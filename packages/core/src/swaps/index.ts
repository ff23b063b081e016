export {
  InvalidSlippageError,
  InvalidSwapResponseError,
  NoSwapRouteError,
  SlippageExceededError,
  UnsupportedSwapError,
} from '../errors/swaps.js'
export {
  type CreateSwapFlowParameters,
  createSwapFlow,
  findSwapProvider,
  type SwapFlow,
  type SwapFlowState,
  type SwapStep,
} from './createSwapFlow.js'
export { DEFAULT_SLIPPAGE_PERCENT, parseSlippage } from './parseSlippage.js'
export {
  getAmountOut,
  getMinimumReceived,
  getPriceImpact,
  getRouteFee,
  needsApproval,
  slippageToBps,
} from './swapMath.js'
export type {
  BuildSwapParameters,
  SwapCall,
  SwapProvider,
  SwapQuote,
  SwapQuoteRequest,
  SwapToken,
} from './types.js'
