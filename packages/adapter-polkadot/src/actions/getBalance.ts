import type { Network } from '@walletport/core'
import { findAdapterNetwork, formatUnits } from '@walletport/core/adapter'
import { readAccountBalance } from '../accounts/readAccountBalance.js'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import { chainCurrency } from '../api/chainCurrency.js'
import type { PolkadotContext } from '../context.js'
import type { PolkadotBalance } from '../types.js'

/** The transferable balance (free minus frozen beyond the reserve), in the chain's own decimals and symbol. */
export async function getBalance(
  context: PolkadotContext,
  { address, network }: { address: string; network: Network },
): Promise<PolkadotBalance> {
  const target = findAdapterNetwork(context.networks, network)
  const account = toNetworkAddress(address, target)
  const api = await context.apiFor(target)
  const { free, reserved, frozen, transferable } = await readAccountBalance(api, account)
  const { decimals, symbol } = chainCurrency(api, target)
  return {
    value: transferable,
    decimals,
    symbol,
    formatted: formatUnits(transferable, decimals),
    free,
    reserved,
    frozen,
  }
}
