import type { SvmChain } from './createSvmChain.js'
import { SvmRpcError } from './createSvmChain.js'
import { svmRpcMethods } from './svmRpcMethods.js'

export interface JsonRpcResponse {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

function errorResponse(id: unknown, error: unknown): JsonRpcResponse {
  if (error instanceof SvmRpcError) {
    return {
      jsonrpc: '2.0',
      id,
      error: {
        code: error.code,
        message: error.message,
        ...(error.data !== undefined && { data: error.data }),
      },
    }
  }
  return {
    jsonrpc: '2.0',
    id,
    error: { code: -32603, message: `Internal error: ${(error as Error).message}` },
  }
}

/** Answers one JSON-RPC request object; notifications (no id) get no answer. */
export function handleSvmRpcRequest(chain: SvmChain, request: unknown): JsonRpcResponse | undefined {
  if (typeof request !== 'object' || request === null) {
    return { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } }
  }
  const { id = null, method, params = [] } = request as { id?: unknown; method?: unknown; params?: unknown }
  if (!('id' in request)) return undefined
  const handler = typeof method === 'string' ? svmRpcMethods[method] : undefined
  if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }
  if (!Array.isArray(params))
    return errorResponse(id, new SvmRpcError(-32602, 'Invalid params: not an array'))
  try {
    return { jsonrpc: '2.0', id, result: handler(chain, params) }
  } catch (error) {
    return errorResponse(id, error)
  }
}

/** Answers a parsed HTTP body: one request or a batch. */
export function handleSvmRpc(
  chain: SvmChain,
  body: unknown,
): JsonRpcResponse | JsonRpcResponse[] | undefined {
  if (!Array.isArray(body)) return handleSvmRpcRequest(chain, body)
  return body.flatMap((request) => handleSvmRpcRequest(chain, request) ?? [])
}
