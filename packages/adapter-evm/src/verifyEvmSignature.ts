import { RpcRequestError } from '@walletport/core'
import type { NodeRequest } from './buildEvmTransaction.js'
import { loadEthers } from './loadEthers.js'

const ERC1271_MAGIC = '0x1626ba7e'

/**
 * True when `signature` over `digest` is `address`'s: an EOA signature recovered with ethers, else, when
 * `address` holds code (a smart account), ERC-1271 `isValidSignature(digest, signature)` answering the magic value.
 * A malformed signature or a reverting contract is `false`; a node that cannot be reached is an error.
 */
export async function verifyEvmSignature(
  request: NodeRequest,
  { address, digest, signature }: { address: string; digest: string; signature: string },
): Promise<boolean> {
  const ethers = await loadEthers()
  try {
    if (ethers.recoverAddress(digest, signature).toLowerCase() === address.toLowerCase()) return true
  } catch {
    // Not a 65-byte ECDSA signature: only a contract account can still accept it.
  }
  const code = await request<string>('eth_getCode', [address, 'latest'])
  if (!code || code === '0x') return false
  if (!ethers.isHexString(signature)) return false
  const data = ethers.concat([
    ERC1271_MAGIC,
    ethers.AbiCoder.defaultAbiCoder().encode(['bytes32', 'bytes'], [digest, signature]),
  ])
  try {
    const result = await request<string>('eth_call', [{ to: address, data }, 'latest'])
    return result.slice(0, 10).toLowerCase() === ERC1271_MAGIC
  } catch (error) {
    if (error instanceof RpcRequestError) return false
    throw error
  }
}
