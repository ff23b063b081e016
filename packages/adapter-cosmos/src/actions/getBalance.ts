import type { Balance } from '@walletport/core'
import { type AdapterParameters, resolveAdapterRpcUrl, toBalance } from '@walletport/core/adapter'
import type { CosmosAdapterState } from '../cosmosAdapterState.js'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { queryBankBalance } from '../queryBankBalance.js'
import { toChainAddress } from '../toChainAddress.js'

/**
 * The native balance from the node; an address of another cosmos chain reads the same account here. One
 * `abci_query` written by hand (queryBankBalance.ts): no cosmjs for the connected button's balance (issue 37).
 */
export async function getBalance(
  state: CosmosAdapterState,
  { address, network }: AdapterParameters<'getBalance'>,
): Promise<Balance> {
  const { prefix, denom } = cosmosChainOf(network)
  const account = toChainAddress(address, prefix)
  const url = resolveAdapterRpcUrl(network, undefined, state.context)
  return toBalance(await queryBankBalance(url, account, denom, state.options.requestTimeoutMs), network)
}
