export class EvmRpcError extends Error {
  override name = 'EvmRpcError'
  readonly code: number
  readonly data: unknown
  constructor(message: string, code: number, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** One JSON-RPC call over HTTP with fetch; node errors are thrown as EvmRpcError with the node's code and data. */
export async function evmRpc<T = unknown>(
  url: string,
  method: string,
  params: readonly unknown[] = [],
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  })
  if (!response.ok) throw new EvmRpcError(`HTTP ${response.status} from ${url}`, -32603)
  const body = (await response.json()) as {
    result?: T
    error?: { code?: number; message?: string; data?: unknown }
  }
  if (body.error) {
    throw new EvmRpcError(
      body.error.message ?? 'RPC Request failed.',
      body.error.code ?? -32603,
      body.error.data,
    )
  }
  return body.result as T
}
