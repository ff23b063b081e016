import { InvalidSolanaTransactionError } from '../errors.js'

const SIGNATURE_LENGTH = 64
const KEY_LENGTH = 32
/** The first message byte of a versioned transaction has this bit set (legacy messages start with a count < 128). */
const VERSION_PREFIX_BIT = 0x80

/** Solana's compact-u16 ("shortvec"): 7 bits per byte, low first, at most 3 bytes. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; length: number } {
  let value = 0
  for (let length = 1; length <= 3; length++) {
    const byte = bytes[offset + length - 1]
    if (byte === undefined) throw new InvalidSolanaTransactionError({ details: 'truncated length prefix' })
    value |= (byte & 0x7f) << (7 * (length - 1))
    if ((byte & 0x80) === 0) return { value, length }
  }
  throw new InvalidSolanaTransactionError({ details: 'length prefix longer than 3 bytes' })
}

/**
 * The serialized transaction `wire` with `signature` in the slot of `signer`. A wire transaction is a
 * compact-u16 signature count, that many 64-byte signatures, then the message, whose first
 * `numRequiredSignatures` account keys are the signers in signature order (versioned messages start with one
 * version byte). Used when a wallet answers `solana_signTransaction` with a signature only.
 */
export function insertTransactionSignature(
  wire: Uint8Array,
  signer: Uint8Array,
  signature: Uint8Array,
): Uint8Array {
  if (signature.length !== SIGNATURE_LENGTH) {
    throw new InvalidSolanaTransactionError({ details: `a signature has 64 bytes, not ${signature.length}` })
  }
  const signatures = readCompactU16(wire, 0)
  const messageStart = signatures.length + signatures.value * SIGNATURE_LENGTH
  const first = wire[messageStart]
  if (first === undefined)
    throw new InvalidSolanaTransactionError({ details: 'no message after the signatures' })
  const header = first & VERSION_PREFIX_BIT ? messageStart + 1 : messageStart
  const required = wire[header]
  if (required === undefined) throw new InvalidSolanaTransactionError({ details: 'truncated message header' })
  if (required !== signatures.value) {
    throw new InvalidSolanaTransactionError({
      details: `${signatures.value} signature slots for ${required} required signers`,
    })
  }
  const keys = readCompactU16(wire, header + 3)
  const keysStart = header + 3 + keys.length
  if (keys.value < required || keysStart + keys.value * KEY_LENGTH > wire.length) {
    throw new InvalidSolanaTransactionError({ details: 'truncated account keys' })
  }
  for (let index = 0; index < required; index++) {
    const key = wire.subarray(keysStart + index * KEY_LENGTH, keysStart + (index + 1) * KEY_LENGTH)
    if (!key.every((byte, position) => byte === signer[position]) || signer.length !== KEY_LENGTH) continue
    const signed = wire.slice()
    signed.set(signature, signatures.length + index * SIGNATURE_LENGTH)
    return signed
  }
  throw new InvalidSolanaTransactionError({ details: 'the account is not among its signers' })
}
