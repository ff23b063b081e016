import { isIPv4, isIPv6 } from 'node:net'

/**
 * The client address as rate limits count it: an IPv4 address as it is, an IPv6 address by its /64 (one host
 * usually holds a whole /64, so counting single addresses would let it spread its attempts over 2^64 of them).
 * An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function rateLimitAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1]
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const headGroups = head === '' ? [] : head.split(':')
  const tailGroups = tail === '' ? [] : tail.split(':')
  // An embedded IPv4 tail takes two groups; only the first four groups matter here, so it may be counted as two.
  const missing = 8 - headGroups.length - tailGroups.length - (tailGroups.at(-1)?.includes('.') ? 1 : 0)
  const groups = address.includes('::')
    ? [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailGroups]
    : headGroups
  const prefix = groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')
  return `${prefix}::/64`
}
