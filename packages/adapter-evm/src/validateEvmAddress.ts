import { InvalidAddressError } from '@walletport/core'
import { toChecksumAddress } from './toChecksumAddress.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** 0x + 40 hex characters; a mixed-case address must carry a valid EIP-55 checksum. */
export function validateEvmAddress(address: string): void {
  if (!HEX_ADDRESS.test(address))
    throw new InvalidAddressError({ address, rule: 'expected 0x followed by 40 hex characters' })
  const body = address.slice(2)
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase()
  if (mixedCase && toChecksumAddress(address) !== address) {
    throw new InvalidAddressError({ address, rule: 'mixed-case address with an invalid EIP-55 checksum' })
  }
}
