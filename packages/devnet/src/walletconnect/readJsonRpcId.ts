/**
 * The `id` member of a JSON-RPC message as it was written (`"123"` or `1234567890123456789`), or undefined.
 * JSON.parse would round 19-digit numeric ids; answering with the raw token echoes them exactly.
 */
export function readJsonRpcId(text: string): string | undefined {
  let depth = 0
  let index = 0
  while (index < text.length) {
    const char = text[index]!
    if (char === '"') {
      const end = endOfString(text, index)
      if (depth === 1 && text.slice(index, end) === '"id"') {
        const colon = skipSpace(text, end)
        if (text[colon] === ':') return readValue(text, skipSpace(text, colon + 1))
      }
      index = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    index++
  }
  return undefined
}

function endOfString(text: string, start: number): number {
  let index = start + 1
  while (index < text.length && text[index] !== '"') index += text[index] === '\\' ? 2 : 1
  return index + 1
}

function skipSpace(text: string, start: number): number {
  let index = start
  while (/\s/.test(text[index] ?? '')) index++
  return index
}

function readValue(text: string, start: number): string | undefined {
  if (text[start] === '"') return text.slice(start, endOfString(text, start))
  const match = /^(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null)/.exec(text.slice(start))
  return match?.[1]
}
