import { HttpRequestError, RpcRequestError } from '@walletport/core'

/** One JSON-RPC call to the network's node: reads and broadcasts never go through the frame. */
export async function requestNode<T>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  let body: { result?: T; error?: { code?: number; message?: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    body = await response.json()
  } catch (error) {
    throw new HttpRequestError({ details: `${method} at ${url}: ${(error as Error).message}`, cause: error })
  }
  if (body.error) throw new RpcRequestError({ code: body.error.code, details: body.error.message })
  return body.result as T
}
