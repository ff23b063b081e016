import { HttpRequestError, RpcRequestError } from '../errors/chainClient.js'

/** `eth_call` of `data` on `to` at the latest block, over plain JSON-RPC; resolves with the returned hex. */
export async function ethCall(
  fetcher: typeof fetch,
  url: string,
  { to, data }: { to: string; data: string },
): Promise<string> {
  let response: Response
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to, data }, 'latest'] }),
    })
  } catch (cause) {
    throw new HttpRequestError({ url, cause })
  }
  if (!response.ok) throw new HttpRequestError({ url, status: response.status })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: number; message?: string } }
    | undefined
  if (body?.error) {
    throw new RpcRequestError({
      details: body.error.message,
      ...(typeof body.error.code === 'number' && { code: body.error.code }),
    })
  }
  if (typeof body?.result !== 'string') throw new RpcRequestError({ details: 'The node answered no result.' })
  return body.result
}
