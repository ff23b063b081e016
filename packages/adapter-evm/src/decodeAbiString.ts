function hexToUtf8(hex: string): string {
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return new TextDecoder().decode(bytes)
}

/**
 * An `eth_call` result holding an ABI `string`, or a `bytes32` for the old tokens (MKR, SAI) that return their
 * symbol that way. Undefined when the result is neither.
 */
export function decodeAbiString(result: string): string | undefined {
  const body = result.startsWith('0x') ? result.slice(2) : result
  if (!/^[0-9a-fA-F]*$/.test(body)) return undefined
  if (body.length === 64) return hexToUtf8(body.replace(/(00)+$/, '')) || undefined
  if (body.length < 128) return undefined
  const offset = Number.parseInt(body.slice(0, 64), 16) * 2
  const length = Number.parseInt(body.slice(offset, offset + 64), 16) * 2
  const start = offset + 64
  if (!Number.isSafeInteger(length) || start + length > body.length) return undefined
  return hexToUtf8(body.slice(start, start + length))
}
