import type { IncomingMessage } from 'node:http'

/** Reads an `application/x-www-form-urlencoded` body (at most 16 kB). */
export async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let text = ''
  for await (const chunk of request) {
    text += String(chunk)
    if (text.length > 16_384) throw new Error('Form body too large')
  }
  return new URLSearchParams(text)
}
