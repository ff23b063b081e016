import { InvalidEncodingError } from '../errors/encoding.js'
import { decodeBase58, encodeBase58 } from './base58.js'

const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))

describe('base58', () => {
  // Bitcoin Core's base58 vectors (src/test/data/base58_encode_decode.json).
  it.each([
    ['', ''],
    ['61', '2g'],
    ['626262', 'a3gV'],
    ['636363', 'aPEr'],
    ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
    ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
    ['516b6fcd0f', 'ABnLTmg'],
    ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
    ['572e4794', '3EFU7m'],
    ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
    ['10c8511e', 'Rt5zm'],
    ['00000000000000000000', '1111111111'],
  ])('encodes %p as %p and back', (bytes, text) => {
    expect(encodeBase58(hex(bytes))).toBe(text)
    expect(decodeBase58(text)).toEqual(hex(bytes))
  })

  it("writes Solana's system program (32 zero bytes) as 32 ones", () => {
    expect(encodeBase58(new Uint8Array(32))).toBe('1'.repeat(32))
    expect(decodeBase58('1'.repeat(32))).toEqual(new Uint8Array(32))
  })

  it('keeps leading zero bytes in front of a value', () => {
    const bytes = Uint8Array.from([0, 0, 255, 1])
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
  })

  it('round-trips a 64-byte signature of every byte value', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 37 + 11) % 256)
    expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
  })

  it.each(['0', 'O', 'I', 'l', '+', ' '])('refuses %p, outside the alphabet, naming it', (char) => {
    const attempt = () => decodeBase58(`abc${char}`)
    expect(attempt).toThrow(InvalidEncodingError)
    expect(attempt).toThrow(`Invalid base58: "${char}" is not a base58 character`)
  })
})
