import { HttpRequestError, RpcRequestError } from '../errors/chainClient.js'
import { fetchNode, type NodeRequestInit } from './fetchNode.js'

export type RequestJsonRpcOptions = Pick<NodeRequestInit, 'timeoutMs' | 'fetch'>

/**
 * One JSON-RPC call to a node over HTTP, through {@link fetchNode} (its time-out, 429 and Retry-After), so that
 * reads need no chain library. Transport failures and non-2xx answers → 'HTTP request failed.', a JSON-RPC error
 * object → 'RPC Request failed.' (the node's code and message kept in `code` and `details`), no answer in time →
 * 'The request took too long to respond.' naming the method and the node.
 */
export async function requestJsonRpc<T>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  options: RequestJsonRpcOptions = {},
): Promise<T> {
  const response = await fetchNode(url, {
    ...options,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw new HttpRequestError({ url, details: `${method}: ${(error as Error).message}`, cause: error })
  }
  if (!response.ok) {
    throw new HttpRequestError({ url, status: response.status, details: text.slice(0, 200) })
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
