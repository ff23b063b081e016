import type { Network } from '@walletport/core'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { loadEthers } from '../loadEthers.js'
import type { EvmTypedData } from '../types.js'
import { validateEvmAddress } from '../validateEvmAddress.js'
import { verifyEvmSignature } from '../verifyEvmSignature.js'

/** Checks an EIP-712 signature (the `EIP712Domain` type left to ethers), EOA or ERC-1271. */
export async function verifyTypedData(
  state: EvmAdapterState,
  {
    typedData,
    signature,
    address,
    network,
  }: { typedData: EvmTypedData; signature: string; address: string; network: Network },
): Promise<boolean> {
  validateEvmAddress(address)
  const { TypedDataEncoder } = await loadEthers()
  const { EIP712Domain: _, ...types } = typedData.types
  const digest = TypedDataEncoder.hash(
    typedData.domain,
    types as Record<string, { name: string; type: string }[]>,
    typedData.message,
  )
  return verifyEvmSignature(nodeRequest(state, network), { address, digest, signature })
}
