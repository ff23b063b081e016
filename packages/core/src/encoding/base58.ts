import { InvalidEncodingError } from '../errors/encoding.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((char, index) => [char, BigInt(index)]))

/** Bitcoin-alphabet base58, as Solana writes keys, hashes and signatures; each leading zero byte is a '1'. */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** The bytes of bitcoin-alphabet base58 text; throws `InvalidEncodingError` on a character outside it. */
export function decodeBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = INDEX.get(char)
    if (digit === undefined) {
      throw new InvalidEncodingError({ encoding: 'base58', rule: `"${char}" is not a base58 character` })
    }
    value = value * 58n + digit
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}
