import { InvalidAddressError } from '@walletport/core'
import { toChecksumAddress } from './toChecksumAddress.js'

/** 0x + 40 hex characters; a mixed-case address must carry a valid EIP-55 checksum. */
export function validateEvmAddress(address: string): void {
  const checksummed = toChecksumAddress(address)
  const body = address.slice(2)
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase()
  if (mixedCase && checksummed !== address) {
    throw new InvalidAddressError({ address, rule: 'mixed-case address with an invalid EIP-55 checksum' })
  }
}
