import type { AdapterParameters } from '@walletport/core/adapter'
import { isErc6492Signature } from '../erc6492.js'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'

/**
 * Whether a signature comes from a smart account (core's sign-in then says 'This application might not support
 * Smart Accounts' when it does not verify): an ERC-6492 signature (an account not deployed yet), or an address
 * holding code (a deployed contract account, or an EIP-7702 delegated one).
 */
export async function isSmartAccountSigner(
  state: EvmAdapterState,
  { address, signature, network }: AdapterParameters<'isSmartAccountSigner'>,
): Promise<boolean> {
  if (isErc6492Signature(signature)) return true
  const code = await nodeRequest(state, network)<string>('eth_getCode', [address, 'latest'])
  return Boolean(code) && code !== '0x'
}
