import { HttpRequestError, TimeoutError } from '../errors/chainClient.js'
import { retryAfterMsOf } from './retryAfterMsOf.js'

/** The spec's node request time-out (section "Timings"): a node that takes the request and never answers. */
export const NODE_REQUEST_TIMEOUT_MS = 10_000

export interface NodeRequestInit extends RequestInit {
  /** How long the node may take to answer (its status and headers); default {@link NODE_REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number | undefined
  /** Default the global fetch, looked up at call time. */
  fetch?: typeof fetch | undefined
}

function jsonRpcMethodOf(body: RequestInit['body']): string | undefined {
  if (typeof body !== 'string') return undefined
  try {
    const parsed = JSON.parse(body) as { method?: unknown } | { method?: unknown }[]
    const methods = (Array.isArray(parsed) ? parsed : [parsed])
      .map((call) => call?.method)
      .filter((method): method is string => typeof method === 'string')
    return methods.length > 0 ? methods.join(', ') : undefined
  } catch {
    return undefined
  }
}

/**
 * `fetch` for a chain library's node client: a connection that fails and a 429 or 503 answer become an
 * HttpRequestError naming the URL (with the node's Retry-After in `retryAfterMs`), so that a wait loop can tell
 * "not now" from a failure and no library retries on its own clock; a node that takes the request and does not
 * answer within `timeoutMs` is a TimeoutError naming the JSON-RPC method (or HTTP method and path) and the URL.
 * Other answers come back as they are.
 */
export async function fetchNode(
  input: string | URL | Request,
  { timeoutMs = NODE_REQUEST_TIMEOUT_MS, fetch: fetcher = globalThis.fetch, ...init }: NodeRequestInit = {},
): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input)
  const timer = new AbortController()
  const timeout = setTimeout(() => timer.abort(), timeoutMs)
  const stopFollowing = follow(init.signal, timer)
  let response: Response
  try {
    response = await fetcher(input, { ...init, signal: timer.signal })
  } catch (error) {
    const what = jsonRpcMethodOf(init.body) ?? `${init.method ?? 'GET'} ${new URL(url).pathname}`
    if (timer.signal.aborted && !init.signal?.aborted) {
      throw new TimeoutError({
        details: `${what} to ${url}: no answer within ${timeoutMs} ms`,
        cause: error,
      })
    }
    throw new HttpRequestError({ url, details: `${what}: ${(error as Error)?.message}`, cause: error })
  } finally {
    clearTimeout(timeout)
    stopFollowing()
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

/** Aborts `controller` when the caller's own `signal` does; returns the unsubscribe. */
function follow(signal: AbortSignal | null | undefined, controller: AbortController): () => void {
  if (!signal) return () => {}
  if (signal.aborted) {
    controller.abort(signal.reason)
    return () => {}
  }
  const abort = () => controller.abort(signal.reason)
  signal.addEventListener('abort', abort, { once: true })
  return () => signal.removeEventListener('abort', abort)
}
