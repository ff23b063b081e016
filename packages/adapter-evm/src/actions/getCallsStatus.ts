import type { EvmAdapterState } from '../evmAdapterState.js'
import { requestWalletCapability } from '../requestWalletCapability.js'
import type { EvmCallsStatus } from '../types.js'

/**
 * EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` returned: the wallet's answer, or, for a batch this
 * adapter sent call by call, its receipts read from the node (`callsStatusOnNode`).
 */
export async function getCallsStatus(
  state: EvmAdapterState,
  { id }: { id: string },
): Promise<EvmCallsStatus> {
  const batch = state.sequentialCalls.get(id)
  if (batch) {
    const { callsStatusOnNode } = await import('../callsStatusOnNode.js')
    return callsStatusOnNode(state, id, batch)
  }
  return requestWalletCapability<EvmCallsStatus>(
    state.connection.require().provider,
    'wallet_getCallsStatus',
    [id],
  )
}
