import { shallowEqual } from './shallowEqual.js'

describe('shallowEqual', () => {
  it('is true for the same values and for objects with the same entries', () => {
    const inner = { a: 1 }
    expect(shallowEqual(1, 1)).toBe(true)
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true)
    expect(shallowEqual({ a: 1, b: inner }, { a: 1, b: inner })).toBe(true)
    expect(shallowEqual([1, inner], [1, inner])).toBe(true)
  })
  it('is false when an entry differs, is missing, or is only deeply equal', () => {
    expect(shallowEqual({ a: 1 }, { a: 2 })).toBe(false)
    expect(shallowEqual<object>({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(shallowEqual<object>({ a: undefined }, { b: undefined })).toBe(false)
    expect(shallowEqual({ a: { x: 1 } }, { a: { x: 1 } })).toBe(false)
    expect(shallowEqual<unknown>([1], { 0: 1 })).toBe(false)
    expect(shallowEqual<unknown>(null, {})).toBe(false)
  })
})
