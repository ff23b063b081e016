import { getRpcUrl, type Network } from '@walletport/core'
import { cosmosChainOf } from './cosmosChainOf.js'
import { gasPriceOf } from './gasPriceOf.js'

/** A currency of Keplr's ChainInfo. */
export interface KeplrCurrency {
  coinDenom: string
  coinMinimalDenom: string
  coinDecimals: number
}

/** Keplr's `ChainInfo` (the fields `experimentalSuggestChain` requires, as Leap and Cosmostation read them too). */
export interface KeplrChainInfo {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: {
    bech32PrefixAccAddr: string
    bech32PrefixAccPub: string
    bech32PrefixValAddr: string
    bech32PrefixValPub: string
    bech32PrefixConsAddr: string
    bech32PrefixConsPub: string
  }
  currencies: KeplrCurrency[]
  feeCurrencies: (KeplrCurrency & { gasPriceStep: { low: number; average: number; high: number } })[]
  stakeCurrency: KeplrCurrency
}

const DEFAULT_COIN_TYPE = 118

/**
 * The ChainInfo a Keplr-style wallet is given for a network it does not know, from the WalletPort network: chain
 * id, name, its RPC URL (`getRpcUrl`: RpcUrlNotFoundError when the app gave it none) (`custom.rest`, else `rpcUrls.rest.http[0]`, else the RPC URL, as REST),
 * the native currency in `custom.denom`, the bech32 prefix with the SDK's derived ones, `custom.coinType`
 * (default 118) and the gas price (`gasPrices`, `custom.gasPrice`, else 0.025) as every step of the fee.
 */
export function toKeplrChainInfo(
  network: Network,
  gasPrices?: Readonly<Record<string, string>>,
): KeplrChainInfo {
  const { chainId, prefix, denom } = cosmosChainOf(network)
  const rpc = getRpcUrl(network)
  const { rest, coinType } = network.custom ?? {}
  const currency: KeplrCurrency = {
    coinDenom: network.nativeCurrency.symbol,
    coinMinimalDenom: denom,
    coinDecimals: network.nativeCurrency.decimals,
  }
  const gasPrice = Number.parseFloat(gasPriceOf(gasPrices, network))
  return {
    chainId,
    chainName: network.name,
    rpc,
    rest: typeof rest === 'string' ? rest : (network.rpcUrls.rest?.http[0] ?? rpc),
    bip44: { coinType: typeof coinType === 'number' ? coinType : DEFAULT_COIN_TYPE },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [{ ...currency, gasPriceStep: { low: gasPrice, average: gasPrice, high: gasPrice } }],
    stakeCurrency: currency,
  }
}
