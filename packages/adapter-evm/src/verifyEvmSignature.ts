import { RpcRequestError } from '@walletport/core'
import type { NodeRequest } from './buildEvmTransaction.js'
import { unwrapErc6492 } from './erc6492.js'
import { loadEthers } from './loadEthers.js'

const ERC1271_MAGIC = '0x1626ba7e'

type Ethers = Awaited<ReturnType<typeof loadEthers>>

const isMagic = (result: string | undefined) => result?.slice(0, 10).toLowerCase() === ERC1271_MAGIC

function isValidSignatureCall(ethers: Ethers, digest: string, signature: string): string {
  return ethers.concat([
    ERC1271_MAGIC,
    ethers.AbiCoder.defaultAbiCoder().encode(['bytes32', 'bytes'], [digest, signature]),
  ])
}

/**
 * True when `signature` over `digest` is `address`'s:
 * - an EOA signature recovered with ethers;
 * - else, when `address` holds code (a deployed smart account), ERC-1271 `isValidSignature(digest, signature)`
 *   answering the magic value — with an ERC-6492 signature, its inner signature;
 * - else, for an ERC-6492 signature of an account not deployed yet, the factory call and then `isValidSignature` in
 *   one `eth_simulateV1` on the node (nothing is deployed; the node must offer eth_simulateV1, or it is `false`).
 * The 6492 wrapper is taken off once (`unwrapErc6492`). A malformed signature or a reverting contract is `false`; a
 * node that cannot be reached is an error.
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
  if (!ethers.isHexString(signature)) return false
  const wrapped = unwrapErc6492(ethers, signature)
  const code = await request<string>('eth_getCode', [address, 'latest'])
  const deployed = Boolean(code) && code !== '0x'
  try {
    if (deployed) {
      const data = isValidSignatureCall(ethers, digest, wrapped?.signature ?? signature)
      return isMagic(await request<string>('eth_call', [{ to: address, data }, 'latest']))
    }
    if (!wrapped) return false
    return await simulateCounterfactual(request, ethers, address, digest, wrapped)
  } catch (error) {
    if (error instanceof RpcRequestError) return false
    throw error
  }
}

interface SimulatedCall {
  status: string
  returnData: string
}

/** Deploys the account and asks it, in one simulated block: nothing lands on chain. */
async function simulateCounterfactual(
  request: NodeRequest,
  ethers: Ethers,
  address: string,
  digest: string,
  { factory, factoryData, signature }: { factory: string; factoryData: string; signature: string },
): Promise<boolean> {
  const [block] = await request<{ calls: SimulatedCall[] }[]>('eth_simulateV1', [
    {
      blockStateCalls: [
        {
          calls: [
            { to: factory, data: factoryData },
            { to: address, data: isValidSignatureCall(ethers, digest, signature) },
          ],
        },
      ],
    },
    'latest',
  ])
  const [, check] = block?.calls ?? []
  return check?.status === '0x1' && isMagic(check.returnData)
}
