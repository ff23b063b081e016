import { utf8ToHex } from '@walletport/core/adapter'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { requestWallet } from '../requestWallet.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/** `personal_sign` of the UTF-8 message, hex-encoded so that a message that looks like hex is still signed as text. */
export async function signMessage(
  state: EvmAdapterState,
  { message, address }: { message: string; address: string },
): Promise<string> {
  validateEvmAddress(address)
  return requestWallet<string>(state.connection.require().provider, 'personal_sign', [
    `0x${utf8ToHex(message)}`,
    address,
  ])
}
