import { CaipParseError } from '../errors/caip.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'

describe('formatCaipNetworkId', () => {
  it('joins a namespace and a string reference', () => {
    expect(formatCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('writes a number reference in decimal', () => {
    expect(formatCaipNetworkId('eip155', 1313161554)).toBe('eip155:1313161554')
  })

  it.each(['EIP155', 'ab', 'eip:155', ''])('rejects the namespace %p', (namespace) => {
    expect(() => formatCaipNetworkId(namespace, '1')).toThrow(CaipParseError)
    expect(() => formatCaipNetworkId(namespace, '1')).toThrow(/namespace ".*" must match/)
  })

  it.each(['', '1:2', 'a.b', '1'.repeat(33)])('rejects the reference %p', (reference) => {
    expect(() => formatCaipNetworkId('eip155', reference)).toThrow(/reference ".*" must match/)
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects the non-integer number reference %p',
    (reference) => {
      expect(() => formatCaipNetworkId('eip155', reference)).toThrow(/must be a safe integer/)
    },
  )

  it('rejects a non-string namespace', () => {
    expect(() => formatCaipNetworkId(155 as unknown as string, '1')).toThrow('namespace must be a string')
  })
})
