import { isHex } from '@polkadot/util'
import { base58Decode, decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { InvalidAddressError } from '@walletport/core'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

/** The 32-byte account id of an SS58 address, or `InvalidAddressError` naming the rule it breaks. */
export function decodePolkadotAddress(address: string): Uint8Array {
  const refuse = (rule: string, cause?: unknown) => new InvalidAddressError({ address, rule, cause })
  if (typeof address !== 'string' || address.trim() === '')
    throw refuse('expected an SS58 address, got nothing')
  if (isHex(address)) throw refuse('expected an SS58 address, not a hex public key')
  if (!BASE58.test(address)) {
    throw refuse('not a valid SS58 address: only base58 characters (no 0, O, I, l, spaces or punctuation)')
  }
  let publicKey: Uint8Array
  try {
    publicKey = decodeAddress(address)
  } catch (cause) {
    const reason = (cause as Error).message
    if (/checksum/i.test(reason)) throw refuse('not a valid SS58 address: its checksum does not match', cause)
    throw refuse(`not a valid SS58 address: ${base58Decode(address).length} bytes is no SS58 length`, cause)
  }
  if (publicKey.length !== 32) {
    throw refuse(`not a valid SS58 address: it holds ${publicKey.length} bytes, an account id is 32`)
  }
  return publicKey
}

/**
 * A Substrate account address is SS58 (any network prefix) with a valid checksum over a 32-byte account id; when
 * `ss58Format` is given it must be encoded for that prefix.
 */
export function validatePolkadotAddress(address: string, ss58Format?: number): void {
  const publicKey = decodePolkadotAddress(address)
  if (ss58Format !== undefined && encodeAddress(publicKey, ss58Format) !== address) {
    throw new InvalidAddressError({ address, rule: `not encoded for SS58 format ${ss58Format}` })
  }
}
