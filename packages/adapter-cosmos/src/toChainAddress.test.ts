import { toBech32 } from '@cosmjs/encoding'
import { InvalidAddressError } from '@walletport/core'
import { toChainAddress } from './toChainAddress.js'

const payload = new Uint8Array(20).fill(9)

describe('toChainAddress', () => {
  it('re-encodes the same account payload under the chain prefix', () => {
    expect(toChainAddress(toBech32('cosmos', payload), 'osmo')).toBe(toBech32('osmo', payload))
  })

  it('returns an address already on the chain prefix unchanged', () => {
    expect(toChainAddress(toBech32('osmo', payload), 'osmo')).toBe(toBech32('osmo', payload))
  })

  it('refuses a string that is not bech32', () => {
    expect(() => toChainAddress('cosmos1notbech32', 'osmo')).toThrow(InvalidAddressError)
  })

  it('refuses a payload that is no account', () => {
    expect(() => toChainAddress(toBech32('cosmos', new Uint8Array(5)), 'osmo')).toThrow('payload of 5 bytes')
  })
})
