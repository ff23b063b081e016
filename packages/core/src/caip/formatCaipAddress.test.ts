import { CaipParseError } from '../errors/caip.js'
import { formatCaipAddress } from './formatCaipAddress.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipNetworkId } from './types.js'

describe('formatCaipAddress', () => {
  it('joins a CAIP-2 id and an account address into a CAIP-10 address', () => {
    expect(formatCaipAddress('cosmos:cosmoshub-4', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBe(
      'cosmos:cosmoshub-4:cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0',
    )
  })

  it('round-trips through parseCaipAddress', () => {
    const formatted = formatCaipAddress('eip155:10', '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')
    const { caipNetworkId, address } = parseCaipAddress(formatted)
    expect(formatCaipAddress(caipNetworkId, address)).toBe(formatted)
  })

  it.each(['eip155', 'EIP155:1', 'eip155:1:0x1', ''])(
    'rejects the invalid network id %p',
    (caipNetworkId) => {
      expect(() => formatCaipAddress(caipNetworkId as CaipNetworkId, '0x1')).toThrow(CaipParseError)
    },
  )

  it.each(['', '0x:1', '0x_1', 'a'.repeat(129)])('rejects the invalid account address %p', (address) => {
    expect(() => formatCaipAddress('eip155:1', address)).toThrow(/account address ".*must match/)
  })

  it('rejects a non-string account address', () => {
    expect(() => formatCaipAddress('eip155:1', 1 as unknown as string)).toThrow(
      'account address must be a string',
    )
  })
})
