export {
  deployUniswapV2,
  SWAP_TEST_TOKENS,
  type SwapTestTokenInfo,
  type UniswapV2Deployment,
  uniswapV2AddressesOf,
} from './deployUniswapV2.js'
export { sendFrom } from './sendFrom.js'
export { SWAP_TEST_TOKEN_CREATION_CODE } from './swapTestTokenCode.js'
