import { InvalidEncodingError } from '../errors/encoding.js'

const HEX = /^(?:0x)?((?:[0-9a-fA-F]{2})*)$/

/** Lower-case hex of `bytes`, two digits a byte, without a prefix. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/** The bytes of hex text (an optional 0x, then an even number of hex digits); throws `InvalidEncodingError` otherwise. */
export function hexToBytes(text: string): Uint8Array {
  const digits = HEX.exec(text)?.[1]
  if (digits === undefined) {
    throw new InvalidEncodingError({
      encoding: 'hex',
      rule: 'expected an even number of hex digits after an optional 0x',
    })
  }
  const bytes = new Uint8Array(digits.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(digits.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

/** UTF-8 bytes of `text` as hex, without a prefix. */
export function utf8ToHex(text: string): string {
  return bytesToHex(new TextEncoder().encode(text))
}
