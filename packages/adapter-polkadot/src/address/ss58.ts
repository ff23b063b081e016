import { blake2b } from '@noble/hashes/blake2.js'
import { decodeBase58, encodeBase58 } from '@walletport/core'
import { Ss58Error } from '../errors.js'

// SS58 (Substrate's address format): base58 of prefix ‖ payload ‖ checksum, where the checksum is the first bytes
// of blake2b-512('SS58PRE' ‖ prefix ‖ payload). Written here, small and synchronous, so that validating and
// showing addresses does not load @polkadot/util-crypto and its WASM.

const CONTEXT = new TextEncoder().encode('SS58PRE')
/** Checksum length by payload length: 2 bytes for public keys and account ids, 1 for account indices. */
const CHECKSUM_BYTES: Readonly<Record<number, number>> = { 1: 1, 2: 1, 4: 1, 8: 1, 32: 2, 33: 2 }

function checksum(data: Uint8Array): Uint8Array {
  const input = new Uint8Array(CONTEXT.length + data.length)
  input.set(CONTEXT)
  input.set(data, CONTEXT.length)
  return blake2b(input, { dkLen: 64 })
}

/** The network prefix and payload of an SS58 address; `Ss58Error` says which rule it breaks. */
export function ss58Decode(address: string): { prefix: number; payload: Uint8Array } {
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(address)
  } catch {
    throw new Ss58Error('only base58 characters (no 0, O, I, l, spaces or punctuation)')
  }
  const first = bytes[0] ?? 0
  if (bytes.length < 3 || first >= 128)
    throw new Ss58Error(`${bytes.length} bytes with no valid network prefix`)
  const prefixLength = first < 64 ? 1 : 2
  const second = bytes[1] ?? 0
  const prefix = prefixLength === 1 ? first : ((first & 0x3f) << 2) | (second >> 6) | ((second & 0x3f) << 8)
  const rest = bytes.length - prefixLength
  const payloadLength = [32, 33, 8, 4, 2, 1].find((length) => length + (CHECKSUM_BYTES[length] ?? 0) === rest)
  if (payloadLength === undefined) throw new Ss58Error(`${bytes.length} bytes is no SS58 length`)
  const body = bytes.subarray(0, prefixLength + payloadLength)
  const expected = checksum(body).subarray(0, CHECKSUM_BYTES[payloadLength])
  const actual = bytes.subarray(prefixLength + payloadLength)
  if (!expected.every((byte, index) => byte === actual[index]))
    throw new Ss58Error('its checksum does not match')
  return { prefix, payload: bytes.slice(prefixLength, prefixLength + payloadLength) }
}

/** The SS58 address of a 32-byte account id (or other payload) under network `prefix` (0–16383). */
export function ss58Encode(payload: Uint8Array, prefix: number): string {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383)
    throw new Ss58Error(`prefix ${prefix} is outside 0–16383`)
  const checksumBytes = CHECKSUM_BYTES[payload.length]
  if (checksumBytes === undefined) throw new Ss58Error(`a ${payload.length}-byte payload has no SS58 form`)
  const head =
    prefix < 64 ? [prefix] : [((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6)]
  const body = new Uint8Array(head.length + payload.length)
  body.set(head)
  body.set(payload, head.length)
  const full = new Uint8Array(body.length + checksumBytes)
  full.set(body)
  full.set(checksum(body).subarray(0, checksumBytes), body.length)
  return encodeBase58(full)
}
