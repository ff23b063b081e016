import { HttpRequestError, RpcRequestError, TimeoutError } from '@walletport/core'
import { retryAfterMsOf } from '@walletport/core/adapter'

export interface RequestJsonRpcOptions {
  /** Default 10 000 ms (the spec's node request time-out). */
  timeoutMs?: number
  /** Default the global fetch, looked up at call time. */
  fetch?: typeof fetch
}

/**
 * One JSON-RPC call to a node over HTTP with fetch, so that reads need no chain library. Transport failures and
 * non-2xx answers → 'HTTP request failed.', a JSON-RPC error object → 'RPC Request failed.' (the node's code and
 * message kept in `code` and `details`), no answer in time → 'The request took too long to respond.'.
 */
export async function requestJsonRpc<T>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  { timeoutMs = 10_000, fetch: fetcher = globalThis.fetch }: RequestJsonRpcOptions = {},
): Promise<T> {
  let response: Response
  let text: string
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    text = await response.text()
  } catch (error) {
    if ((error as { name?: string }).name === 'TimeoutError')
      throw new TimeoutError({ details: `${method} to ${url} after ${timeoutMs} ms`, cause: error })
    throw new HttpRequestError({ url, details: `${method}: ${(error as Error).message}`, cause: error })
  }
  if (!response.ok) {
    throw new HttpRequestError({
      url,
      status: response.status,
      details: text.slice(0, 200),
      retryAfterMs: retryAfterMsOf(response),
    })
  }
  let body: { result?: T; error?: { code?: number; message?: string; data?: unknown } }
  try {
    body = JSON.parse(text)
  } catch (error) {
    throw new HttpRequestError({
      url,
      status: response.status,
      details: 'The body is not JSON',
      cause: error,
    })
  }
  if (body.error) {
    throw new RpcRequestError({
      code: body.error.code,
      details: `${method}: ${body.error.message ?? 'no message'}`,
      cause: body.error,
    })
  }
  return body.result as T
}
