import { InvalidEncodingError } from '../errors/encoding.js'
import { decodeBase64, encodeBase64 } from './base64.js'

const utf8 = (text: string) => new TextEncoder().encode(text)

describe('base64', () => {
  // RFC 4648 §10.
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes %p as %p and back', (text, encoded) => {
    expect(encodeBase64(utf8(text))).toBe(encoded)
    expect(decodeBase64(encoded)).toEqual(utf8(text))
  })

  it('round-trips every byte value', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index)
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes)
  })

  it('round-trips input longer than one encoding chunk', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 7) % 256)
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes)
  })

  it.each([
    ['missing padding', 'Zg'],
    ['URL-safe characters', 'a-_b'],
    ['whitespace', 'Zm9v\n'],
    ['padding in the middle', 'Zg==Zm9v'],
  ])('refuses %s', (_, text) => {
    expect(() => decodeBase64(text)).toThrow(InvalidEncodingError)
    expect(() => decodeBase64(text)).toThrow('Invalid base64: not padded standard base64')
  })
})
