import { BodyTooLargeError } from '../errors/siwxServer.js'
import type { NodeRequestLike } from './types.js'

/** The request body parsed as JSON (at most `maxBytes`); undefined when it is not JSON. */
export async function readJsonBody(request: NodeRequestLike, maxBytes: number): Promise<unknown> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of request) {
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : (chunk as Uint8Array)
    size += bytes.byteLength
    if (size > maxBytes) {
      throw new BodyTooLargeError(
        `The body is larger than ${maxBytes} bytes: expected at most ${maxBytes}, received ${size} or more`,
      )
    }
    chunks.push(bytes)
  }
  const joined = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    joined.set(chunk, offset)
    offset += chunk.byteLength
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(joined))
  } catch {
    return undefined
  }
}
