import { createUniswapV2Provider } from '@walletport/adapter-evm/swaps'
import { localEvm } from '@walletport/core/networks'
import type { SwapProvider } from '@walletport/core/swaps'

/**
 * `uniswapV2AddressesOf` of @walletport/devnet for its Uniswap deployer (funded account 8 of the default mnemonic):
 * the same addresses on every default devnet start.
 */
export const DEVNET_UNISWAP = {
  weth: '0x95bd8d42f30351685e96c62eddc0d0613bf9a87a',
  factory: '0x98eddadcfde04dc22a0e62119617e74a6bc77313',
  router: '0x2b574555158337cd46d47c2ca57e4698a1f04e70',
  tokens: [
    {
      address: '0xca8b49076d1a8039599e24979abf819af784c27a',
      name: 'Devnet Alpha',
      symbol: 'ALPHA',
      decimals: 18,
    },
    {
      address: '0xc039b3b46814d8388e5205d37dd0d154d806f1f4',
      name: 'Devnet Beta',
      symbol: 'BETA',
      decimals: 6,
    },
  ],
} as const

/** Uniswap V2 on the devnet's first EVM chain, read over the playground's own RPC URL for it. */
export function createDevnetSwapProvider(): SwapProvider {
  return createUniswapV2Provider({
    deployments: {
      [localEvm.caipNetworkId]: {
        ...DEVNET_UNISWAP,
        tokens: [
          ...DEVNET_UNISWAP.tokens,
          { address: DEVNET_UNISWAP.weth, name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
        ],
      },
    },
  })
}
