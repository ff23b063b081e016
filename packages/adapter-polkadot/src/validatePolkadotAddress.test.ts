import { encodeAddress } from '@polkadot/util-crypto'
import { validatePolkadotAddress } from './validatePolkadotAddress.js'

const key = new Uint8Array(32).fill(1)

describe('validatePolkadotAddress', () => {
  it('accepts an SS58 address of the expected format', () => {
    expect(() => validatePolkadotAddress(encodeAddress(key, 0), 0)).not.toThrow()
  })

  it('refuses an address encoded for another network', () => {
    expect(() => validatePolkadotAddress(encodeAddress(key, 2), 0)).toThrow('not encoded for SS58 format 0')
  })

  it('refuses a string that is not SS58', () => {
    expect(() => validatePolkadotAddress('not-an-address')).toThrow('not a valid SS58 address')
  })
})
