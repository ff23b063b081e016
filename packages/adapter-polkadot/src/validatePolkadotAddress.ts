import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'
import { InvalidAddressError } from '@walletport/core'

/** A Substrate address is SS58 with a valid checksum; when `ss58Format` is given it must match. */
export function validatePolkadotAddress(address: string, ss58Format?: number): void {
  let publicKey: Uint8Array
  try {
    publicKey = decodeAddress(address)
  } catch (cause) {
    throw new InvalidAddressError({ address, rule: 'not a valid SS58 address', cause })
  }
  if (ss58Format !== undefined && encodeAddress(publicKey, ss58Format) !== address) {
    throw new InvalidAddressError({ address, rule: `not encoded for SS58 format ${ss58Format}` })
  }
}
