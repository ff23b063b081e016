import type { EvmAdapterState } from '../evmAdapterState.js'
import { requestWalletCapability } from '../requestWalletCapability.js'

/** EIP-5792 `wallet_getCapabilities` of `address`, else the connected account, per chain. */
export async function getCapabilities(
  state: EvmAdapterState,
  { address }: { address?: string } = {},
): Promise<Record<string, Record<string, unknown>>> {
  return requestWalletCapability(state.connection.require().provider, 'wallet_getCapabilities', [
    state.connection.sender(address),
  ])
}
