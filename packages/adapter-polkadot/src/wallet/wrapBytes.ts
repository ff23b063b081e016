const encoder = new TextEncoder()
const OPEN = encoder.encode('<Bytes>')
const CLOSE = encoder.encode('</Bytes>')

const endsWith = (bytes: Uint8Array, part: Uint8Array, at: number) =>
  part.every((byte, i) => bytes[at + i] === byte)

/**
 * `message` as extensions sign raw text: UTF-8 inside `<Bytes>…</Bytes>` (once: already wrapped bytes stay as they
 * are), so that a signed message can never pass for a transaction payload.
 */
export function wrapBytes(message: string): Uint8Array {
  const bytes = encoder.encode(message)
  const wrapped =
    bytes.length >= OPEN.length + CLOSE.length &&
    endsWith(bytes, OPEN, 0) &&
    endsWith(bytes, CLOSE, bytes.length - CLOSE.length)
  if (wrapped) return bytes
  const out = new Uint8Array(OPEN.length + bytes.length + CLOSE.length)
  out.set(OPEN)
  out.set(bytes, OPEN.length)
  out.set(CLOSE, OPEN.length + bytes.length)
  return out
}
