import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { concatBytes } from '@noble/hashes/utils.js'
import type { AddressScript } from './addressScript.js'
import {
  hash160,
  p2pkhScript,
  segwitV0SignatureHash,
  taprootSignatureHash,
  toSpendTxid,
} from './bip322Transactions.js'
import { readWitness } from './readWitness.js'

const SIGHASH_ALL = 0x01
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * BIP-322 "simple": the signature is the witness that spends `to_spend` from the address. Checked for P2WPKH,
 * P2SH-P2WPKH and key-path P2TR, the address types wallets sign from; any other shape is a mismatch.
 */
export function verifySimpleSignature(
  address: AddressScript,
  message: string,
  signature: Uint8Array,
): boolean {
  if (address.type === 'unknown') return false
  const witness = readWitness(signature)
  if (!witness) return false
  const toSpend = toSpendTxid(message, address.scriptPubKey)

  if (address.type === 'p2tr') {
    const [schnorrSignature] = witness
    if (witness.length !== 1 || !schnorrSignature) return false
    if (schnorrSignature.length !== 64 && schnorrSignature.length !== 65) return false
    const hashType = schnorrSignature.length === 64 ? 0 : schnorrSignature[64]
    if (hashType !== 0 && hashType !== SIGHASH_ALL) return false
    const hash = taprootSignatureHash(toSpend, address.scriptPubKey, hashType)
    return schnorr.verify(schnorrSignature.subarray(0, 64), hash, address.program)
  }

  const [encoded, publicKey] = witness
  if (witness.length !== 2 || !encoded || !publicKey || publicKey.length !== 33) return false
  if (encoded.at(-1) !== SIGHASH_ALL) return false
  const keyHash = hash160(publicKey)
  if (address.type === 'p2wpkh' && !sameBytes(keyHash, address.program)) return false
  if (address.type === 'p2sh') {
    const redeemScript = concatBytes(Uint8Array.of(0x00, 0x14), keyHash)
    if (!sameBytes(hash160(redeemScript), address.program)) return false
  } else if (address.type !== 'p2wpkh') return false
  const hash = segwitV0SignatureHash(toSpend, p2pkhScript(keyHash))
  return secp256k1.verify(encoded.subarray(0, -1), hash, publicKey, {
    prehash: false,
    format: 'der',
    lowS: false,
  })
}
