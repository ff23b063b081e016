import { InvalidEncodingError } from '../errors/encoding.js'

const CANONICAL = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/
/** Below the argument-count limits of `String.fromCharCode(...)` in every engine. */
const CHUNK = 0x2000

/** Standard base64 with padding (RFC 4648 §4), as Solana RPCs and WalletConnect carry transactions. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  }
  return btoa(binary)
}

/**
 * The bytes of padded standard base64; throws `InvalidEncodingError` on anything else (URL-safe characters,
 * missing padding, whitespace), which `atob` alone would partly let through.
 */
export function decodeBase64(text: string): Uint8Array {
  if (!CANONICAL.test(text)) {
    throw new InvalidEncodingError({ encoding: 'base64', rule: 'not padded standard base64' })
  }
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}
