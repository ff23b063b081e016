import { Verifier } from 'bip322-js'

/** BIP-322 (simple/full) and legacy BIP-137 signatures, checked by bip322-js; malformed input is a mismatch. */
export function verifyBitcoinMessage({
  address,
  message,
  signature,
}: {
  address: string
  message: string
  signature: string
}): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}
