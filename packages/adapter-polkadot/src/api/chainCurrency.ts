import type { ApiPromise } from '@polkadot/api'
import type { Network } from '@walletport/core'

/** The native token's decimals and symbol as the chain's registry reports them; the network's as a fallback. */
export function chainCurrency(api: ApiPromise, network: Network): { decimals: number; symbol: string } {
  return {
    decimals: api.registry.chainDecimals[0] ?? network.nativeCurrency.decimals,
    symbol: api.registry.chainTokens[0] ?? network.nativeCurrency.symbol,
  }
}
