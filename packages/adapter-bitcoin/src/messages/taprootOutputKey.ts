import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { bytesToNumberBE } from '@noble/curves/utils.js'
import { taggedHash } from './bip322Transactions.js'

/** BIP-86: the x-only output key of a key-path-only taproot address for the x-only internal key. */
export function taprootOutputKey(internalKey: Uint8Array): Uint8Array {
  const point = schnorr.utils.lift_x(bytesToNumberBE(internalKey))
  const tweak = bytesToNumberBE(taggedHash('TapTweak', internalKey))
  return point.add(secp256k1.Point.BASE.multiply(tweak)).toBytes(true).subarray(1)
}
