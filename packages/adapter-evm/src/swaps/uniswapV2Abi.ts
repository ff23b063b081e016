/** The parts of Uniswap V2's factory, pair and Router02, and of ERC-20, that the swap provider calls. */
export const UNISWAP_V2_ABI = [
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function approve(address spender, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
] as const

export type UniswapV2Function =
  | 'getPair'
  | 'getReserves'
  | 'token0'
  | 'getAmountsOut'
  | 'swapExactTokensForTokens'
  | 'allowance'
  | 'approve'
  | 'balanceOf'
