import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'

// BIP-322's two virtual transactions and the signature hashes a wallet signs for them (BIP-143 for segwit v0,
// BIP-341 key path for taproot), written out for their one fixed shape: version 0, one input, one output,
// sequence 0, lock time 0, amounts 0.

const doubleSha256 = (bytes: Uint8Array) => sha256(sha256(bytes))

export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes))

export function taggedHash(tag: string, ...parts: Uint8Array[]): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, ...parts))
}

/** Bitcoin's CompactSize length prefix. */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >>> 8)
  return Uint8Array.of(0xfe, length & 0xff, (length >>> 8) & 0xff, (length >>> 16) & 0xff, length >>> 24)
}

const withLength = (bytes: Uint8Array) => concatBytes(compactSize(bytes.length), bytes)
const ZERO_4 = new Uint8Array(4)
const ZERO_8 = new Uint8Array(8)
const OP_RETURN_OUTPUT = concatBytes(ZERO_8, withLength(Uint8Array.of(0x6a)))

/** The txid (internal byte order) of `to_spend`: the message hash in its input, `scriptPubKey` in its output. */
export function toSpendTxid(message: string, scriptPubKey: Uint8Array): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', utf8ToBytes(message))
  const scriptSig = concatBytes(Uint8Array.of(0x00, 0x20), messageHash)
  return doubleSha256(
    concatBytes(
      ZERO_4,
      Uint8Array.of(1),
      new Uint8Array(32),
      Uint8Array.of(0xff, 0xff, 0xff, 0xff),
      withLength(scriptSig),
      ZERO_4,
      Uint8Array.of(1),
      ZERO_8,
      withLength(scriptPubKey),
      ZERO_4,
    ),
  )
}

/** BIP-143 SIGHASH_ALL hash of `to_sign`'s input spending `to_spend` with `scriptCode`. */
export function segwitV0SignatureHash(toSpend: Uint8Array, scriptCode: Uint8Array): Uint8Array {
  const outpoint = concatBytes(toSpend, ZERO_4)
  return doubleSha256(
    concatBytes(
      ZERO_4,
      doubleSha256(outpoint),
      doubleSha256(ZERO_4),
      outpoint,
      withLength(scriptCode),
      ZERO_8,
      ZERO_4,
      doubleSha256(OP_RETURN_OUTPUT),
      ZERO_4,
      Uint8Array.of(1, 0, 0, 0),
    ),
  )
}

/** BIP-341 key-path hash of `to_sign`'s input (hash type 0x00 default or 0x01 all; no annex). */
export function taprootSignatureHash(
  toSpend: Uint8Array,
  scriptPubKey: Uint8Array,
  hashType: 0 | 1,
): Uint8Array {
  return taggedHash(
    'TapSighash',
    Uint8Array.of(0x00, hashType),
    ZERO_4,
    ZERO_4,
    sha256(concatBytes(toSpend, ZERO_4)),
    sha256(ZERO_8),
    sha256(withLength(scriptPubKey)),
    sha256(ZERO_4),
    sha256(OP_RETURN_OUTPUT),
    Uint8Array.of(0x00),
    ZERO_4,
  )
}

/** `OP_DUP OP_HASH160 <hash> OP_EQUALVERIFY OP_CHECKSIG`: P2PKH's script, and P2WPKH's script code. */
export const p2pkhScript = (hash: Uint8Array): Uint8Array =>
  concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), hash, Uint8Array.of(0x88, 0xac))

/** The legacy (BIP-137) message hash: `"\x18Bitcoin Signed Message:\n" ‖ len ‖ message`, double SHA-256. */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  return doubleSha256(concatBytes(withLength(utf8ToBytes('Bitcoin Signed Message:\n')), withLength(bytes)))
}

export { doubleSha256 }
