import { loadCosmjs } from './loadCosmjs.js'
import { makeAdr36SignDoc } from './makeAdr36SignDoc.js'

/**
 * True when `signature` (base64 of the 64-byte r‖s that signArbitrary returns) is `address`'s ADR-36 signature of
 * the UTF-8 `message`. The public key is recovered from the signature (both recovery ids are tried) and must hash
 * to `address`, so no public key has to travel with the signature.
 */
export async function verifyAdr36Signature({
  message,
  signature,
  address,
  bech32Prefix,
}: {
  message: string
  signature: string
  address: string
  bech32Prefix: string
}): Promise<boolean> {
  const cosmjs = await loadCosmjs()
  let bytes: Uint8Array
  try {
    bytes = cosmjs.fromBase64(signature)
  } catch {
    return false
  }
  if (bytes.length !== 64) return false
  const doc = makeAdr36SignDoc(address, cosmjs.toBase64(cosmjs.toUtf8(message)))
  const hash = cosmjs.sha256(cosmjs.serializeSignDoc(doc))
  const [r, s] = [bytes.slice(0, 32), bytes.slice(32)]
  for (const recovery of [0, 1]) {
    try {
      const extended = new cosmjs.ExtendedSecp256k1Signature(r, s, recovery)
      const pubkey = cosmjs.Secp256k1.compressPubkey(cosmjs.Secp256k1.recoverPubkey(extended, hash))
      const recovered = cosmjs.toBech32(bech32Prefix, cosmjs.rawSecp256k1PubkeyToRawAddress(pubkey))
      if (recovered === address && cosmjs.Secp256k1.verifySignature(extended, hash, pubkey)) return true
    } catch {
      // Not a point on the curve for this recovery id: try the other.
    }
  }
  return false
}
