import { validateSolanaAddress } from '../validateSolanaAddress.js'
import { verifySolanaMessage } from '../verifySolanaMessage.js'

/** ed25519 check of a base58 signature made by `signMessage`; false for any malformed part. */
export async function verifyMessage({
  message,
  signature,
  address,
}: {
  message: string
  signature: string
  address: string
}): Promise<boolean> {
  validateSolanaAddress(address)
  return verifySolanaMessage({ message, signature, address })
}
