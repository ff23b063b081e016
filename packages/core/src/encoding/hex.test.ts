import { InvalidEncodingError } from '../errors/encoding.js'
import { bytesToHex, hexToBytes, utf8ToHex } from './hex.js'

describe('hex', () => {
  it.each([
    [[], ''],
    [[0], '00'],
    [[1, 171, 255], '01abff'],
  ])('writes %p as %p and reads it back', (bytes, text) => {
    expect(bytesToHex(Uint8Array.from(bytes))).toBe(text)
    expect(hexToBytes(text)).toEqual(Uint8Array.from(bytes))
  })

  it('reads a 0x prefix and upper-case digits', () => {
    expect(hexToBytes('0xABcd')).toEqual(Uint8Array.from([0xab, 0xcd]))
  })

  it('round-trips a megabyte', () => {
    const bytes = Uint8Array.from({ length: 1 << 20 }, (_, index) => (index * 31) % 256)
    expect(hexToBytes(bytesToHex(bytes))).toEqual(bytes)
  })

  it('writes text as its UTF-8 bytes', () => {
    expect(utf8ToHex('hé')).toBe('68c3a9')
  })

  it.each([
    ['an odd digit count', 'abc'],
    ['a non-hex character', '0xzz'],
    ['a lone prefix with a stray character', '0x0g'],
    ['whitespace', 'ab cd'],
  ])('refuses %s', (_, text) => {
    expect(() => hexToBytes(text)).toThrow(InvalidEncodingError)
    expect(() => hexToBytes(text)).toThrow(
      'Invalid hex: expected an even number of hex digits after an optional 0x',
    )
  })
})
