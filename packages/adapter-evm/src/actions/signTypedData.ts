import type { EvmAdapterState } from '../evmAdapterState.js'
import { requestWallet } from '../requestWallet.js'
import { serializeTypedData } from '../serializeTypedData.js'
import type { EvmTypedData } from '../types.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/** `eth_signTypedData_v4` by `address`, else the connected account. */
export async function signTypedData(
  state: EvmAdapterState,
  { typedData, address }: { typedData: EvmTypedData; address?: string },
): Promise<string> {
  const signer = state.connection.sender(address)
  validateEvmAddress(signer)
  return requestWallet<string>(state.connection.require().provider, 'eth_signTypedData_v4', [
    signer,
    serializeTypedData(typedData),
  ])
}
