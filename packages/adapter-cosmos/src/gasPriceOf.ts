import type { Network } from '@walletport/core'
import { cosmosChainOf } from './cosmosChainOf.js'

const DEFAULT_GAS_PRICE = 0.025

/** `gasPrices[caipNetworkId]`, else the network's `custom.gasPrice`, else 0.025 of its denom. */
export function gasPriceOf(
  gasPrices: Readonly<Record<string, string>> | undefined,
  network: Network,
): string {
  const configured = gasPrices?.[network.caipNetworkId] ?? network.custom?.gasPrice
  return typeof configured === 'string' ? configured : `${DEFAULT_GAS_PRICE}${cosmosChainOf(network).denom}`
}
