import { InvalidAddressError } from '@walletport/core'
import { Ss58Error } from '../errors.js'
import { ss58Decode, ss58Encode } from './ss58.js'

/** The 32-byte account id of an SS58 address (any network prefix), or `InvalidAddressError` naming the rule broken. */
export function decodePolkadotAddress(address: string): Uint8Array {
  const refuse = (rule: string, cause?: unknown) => new InvalidAddressError({ address, rule, cause })
  if (typeof address !== 'string' || address.trim() === '')
    throw refuse('expected an SS58 address, got nothing')
  if (/^0x[0-9a-f]*$/i.test(address)) throw refuse('expected an SS58 address, not a hex public key')
  let payload: Uint8Array
  try {
    payload = ss58Decode(address).payload
  } catch (cause) {
    if (!(cause instanceof Ss58Error)) throw cause
    throw refuse(`not a valid SS58 address: ${cause.message}`, cause)
  }
  if (payload.length !== 32) {
    throw refuse(`not a valid SS58 address: it holds ${payload.length} bytes, an account id is 32`)
  }
  return payload
}

/**
 * A Substrate account address is SS58 (any network prefix) with a valid checksum over a 32-byte account id; when
 * `ss58Format` is given it must be encoded for that prefix.
 */
export function validatePolkadotAddress(address: string, ss58Format?: number): void {
  const publicKey = decodePolkadotAddress(address)
  if (ss58Format !== undefined && ss58Encode(publicKey, ss58Format) !== address) {
    throw new InvalidAddressError({ address, rule: `not encoded for SS58 format ${ss58Format}` })
  }
}
