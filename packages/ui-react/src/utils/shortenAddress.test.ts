import { shortenAddress } from './shortenAddress.js'

describe('shortenAddress', () => {
  it('keeps the first 6 and last 4 characters of a long address', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
  })
  it('returns a short address unchanged', () => {
    expect(shortenAddress('mem0001')).toBe('mem0001')
    expect(shortenAddress('0x123456789')).toBe('0x123456789')
  })
  it('takes other head and tail lengths', () => {
    expect(shortenAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 4, 4)).toBe('7EcD…FLtV')
  })
})
