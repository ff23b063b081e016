import { rateLimitAddress } from './rateLimitAddress.js'

describe('rateLimitAddress', () => {
  it('default: keeps an IPv4 address', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7')
  })
  it('behavior: counts IPv6 addresses of one /64 as one, in any spelling', () => {
    const bucket = rateLimitAddress('2001:db8:1:2::1')
    expect(bucket).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(bucket)
    expect(rateLimitAddress('2001:DB8:1:2:abcd::9')).toBe(bucket)
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(bucket)
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitAddress('2001:db8::')).toBe('2001:db8:0:0::/64')
  })
  it('behavior: counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })
  it('behavior: keeps what is not an address (unknown) as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown')
  })
})
