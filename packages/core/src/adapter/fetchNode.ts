import { HttpRequestError } from '../errors/chainClient.js'
import { retryAfterMsOf } from './retryAfterMsOf.js'

/**
 * `fetch` for a chain library's node client: a connection that fails and a 429 or 503 answer become an
 * HttpRequestError naming the URL (with the node's Retry-After in `retryAfterMs`), so that a wait loop can tell
 * "not now" from a failure and no library retries on its own clock. Other answers come back as they are.
 */
export async function fetchNode(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input)
  let response: Response
  try {
    response = await fetch(input, init)
  } catch (error) {
    throw new HttpRequestError({ url, details: (error as Error)?.message, cause: error })
  }
  if (response.status === 429 || response.status === 503) {
    const text = await response.text().catch(() => '')
    throw new HttpRequestError({
      url,
      status: response.status,
      details: `Status: ${response.status}\nURL: ${url}\n${text.slice(0, 200)}`.trim(),
      retryAfterMs: retryAfterMsOf(response),
    })
  }
  return response
}
