export {
  type CreateUniswapV2ProviderParameters,
  createUniswapV2Provider,
  type UniswapV2Deployment,
} from './createUniswapV2Provider.js'
