import type { AdapterParameters } from '@walletport/core/adapter'
import { cosmosChainOf } from '../cosmosChainOf.js'
import { validateCosmosAddress } from '../validateCosmosAddress.js'
import { verifyAdr36Signature } from '../verifyAdr36Signature.js'

/** Whether `signature` is `address`'s ADR-36 signature of `message` (no wallet involved). */
export async function verifyMessage({
  message,
  signature,
  address,
  network,
}: AdapterParameters<'verifyMessage'>): Promise<boolean> {
  const { prefix } = cosmosChainOf(network)
  validateCosmosAddress(address, prefix)
  return verifyAdr36Signature({ message, signature, address, bech32Prefix: prefix })
}
