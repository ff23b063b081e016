import { describeValue } from './describeValue.js'

describe('describeValue', () => {
  it.each([
    ['a string, quoted', 'hello', '"hello"'],
    ['a number', 42, '42'],
    ['null', null, 'null'],
    ['undefined', undefined, 'undefined'],
    ['a bigint', 10n, '10n'],
    ['an array', ['0x1', 2], '["0x1",2]'],
    ['an object', { address: '' }, '{"address":""}'],
    ['a symbol, by its type only', Symbol('x'), 'symbol'],
    ['a function, by its type only', () => 1, 'function'],
  ])('renders %s', (_, value, expected) => {
    expect(describeValue(value)).toBe(expected)
  })

  it('caps long input at 80 characters', () => {
    const text = describeValue('x'.repeat(277_874))
    expect(text).toHaveLength(80)
    expect(text.endsWith('…')).toBe(true)
  })

  it('survives values JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(describeValue(cyclic)).toBe('[object Object]')
  })
})
