import type { AdapterParameters } from '@walletport/core/adapter'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { loadEthers } from '../loadEthers.js'
import { validateEvmAddress } from '../validateEvmAddress.js'
import { verifyEvmSignature } from '../verifyEvmSignature.js'

/** Checks a `personal_sign` signature: the EOA signer recovered, else ERC-1271 when the address holds code. */
export async function verifyMessage(
  state: EvmAdapterState,
  { message, signature, address, network }: AdapterParameters<'verifyMessage'>,
): Promise<boolean> {
  validateEvmAddress(address)
  const { hashMessage } = await loadEthers()
  return verifyEvmSignature(nodeRequest(state, network), { address, digest: hashMessage(message), signature })
}
