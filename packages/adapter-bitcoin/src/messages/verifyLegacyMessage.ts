import { secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes } from '@noble/hashes/utils.js'
import type { AddressScript } from './addressScript.js'
import { hash160, legacyMessageHash } from './bip322Transactions.js'
import { taprootOutputKey } from './taprootOutputKey.js'

/** A BIP-137 signature: 65 bytes, the first a header 27…42 (key form and address type, plus recovery id). */
export function isLegacySignature(signature: Uint8Array): boolean {
  return signature.length === 65 && signature[0]! >= 27 && signature[0]! <= 42
}

/**
 * Legacy "Bitcoin Signed Message" (BIP-137): the key recovered from the signature must be the address's, in
 * whichever form the address takes (P2PKH compressed or not, P2SH-P2WPKH, P2WPKH, P2TR); the header's address
 * flag is not enforced, as Electrum and most wallets write 31…34 for every address type.
 */
export function verifyLegacyMessage(address: AddressScript, message: string, signature: Uint8Array): boolean {
  if (address.type === 'unknown' || !isLegacySignature(signature)) return false
  const header = signature[0]!
  const recovered = secp256k1.Signature.fromBytes(signature.subarray(1), 'compact')
    .addRecoveryBit((header - 27) & 3)
    .recoverPublicKey(legacyMessageHash(message))
  const compressed = recovered.toBytes(true)
  const equals = (hash: Uint8Array) => hash.every((byte, index) => byte === address.program[index])
  switch (address.type) {
    case 'p2pkh':
      return equals(hash160(recovered.toBytes(false))) || equals(hash160(compressed))
    case 'p2wpkh':
      return equals(hash160(compressed))
    case 'p2sh':
      return equals(hash160(concatBytes(Uint8Array.of(0x00, 0x14), hash160(compressed))))
    case 'p2tr':
      return equals(taprootOutputKey(compressed.subarray(1)))
    default:
      return false
  }
}
