import type { EvmAdapterState } from '../evmAdapterState.js'
import { requestWalletCapability } from '../requestWalletCapability.js'
import type { EvmCallsStatus } from '../types.js'

/** EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` returned. */
export async function getCallsStatus(
  state: EvmAdapterState,
  { id }: { id: string },
): Promise<EvmCallsStatus> {
  return requestWalletCapability<EvmCallsStatus>(
    state.connection.require().provider,
    'wallet_getCallsStatus',
    [id],
  )
}
