import { toBech32 } from '@cosmjs/encoding'
import { validateCosmosAddress } from './validateCosmosAddress.js'

const account = toBech32('cosmos', new Uint8Array(20).fill(7))

describe('validateCosmosAddress', () => {
  it('accepts a bech32 address with the chain prefix and a 20-byte payload', () => {
    expect(() => validateCosmosAddress(account, 'cosmos')).not.toThrow()
  })

  it('refuses an address of another chain, naming both prefixes', () => {
    expect(() => validateCosmosAddress(toBech32('osmo', new Uint8Array(20)), 'cosmos')).toThrow(
      'expected prefix "cosmos", got "osmo"',
    )
  })

  it('refuses a broken checksum', () => {
    const broken = `${account.slice(0, -1)}${account.endsWith('q') ? 'p' : 'q'}`
    expect(() => validateCosmosAddress(broken, 'cosmos')).toThrow('not a valid bech32 string')
  })

  it('refuses a payload that is not 20 or 32 bytes', () => {
    expect(() => validateCosmosAddress(toBech32('cosmos', new Uint8Array(5)), 'cosmos')).toThrow(
      'payload of 5 bytes',
    )
  })
})
