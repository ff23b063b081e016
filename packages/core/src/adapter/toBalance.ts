import type { Network } from '../networks/types.js'
import { formatUnits } from './formatUnits.js'
import type { Balance } from './types.js'

/** A native balance in the smallest unit as the `Balance` every adapter returns, in the network's currency. */
export function toBalance(value: bigint, network: Network): Balance {
  const { decimals, symbol } = network.nativeCurrency
  return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
}
