import type { Network, TransactionReceipt } from '@walletport/core'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { waitForEvmReceipt } from '../waitForEvmReceipt.js'

/** Polls the node (not the wallet) for the receipt, per the adapter's `confirmation` option. */
export async function waitForTransaction(
  state: EvmAdapterState,
  { hash, network }: { hash: string; network: Network },
): Promise<TransactionReceipt> {
  return waitForEvmReceipt(nodeRequest(state, network), hash, state.options.confirmation)
}
