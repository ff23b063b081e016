import type { CometClient, RpcClient } from '@cosmjs/tendermint-rpc'
import { fetchNode } from '@walletport/core/adapter'
import type { Cosmjs } from './loadCosmjs.js'

type JsonRpcRequest = Parameters<RpcClient['execute']>[0]
type JsonRpcSuccess = Awaited<ReturnType<RpcClient['execute']>>

/**
 * cosmjs' HTTP RPC client with the node reached through `fetchNode`: a node out of reach, a 429 or a 503 is an
 * HttpRequestError (the 429's Retry-After kept) instead of cosmjs' bare "fetch failed" / "Bad status on
 * response" errors, so that waits can tell "not now" from a failure; a node that does not answer within `timeoutMs`
 * (default 10 s) is a TimeoutError naming the method. A JSON-RPC error is thrown as cosmjs does.
 */
function cometRpcClient(url: string, timeoutMs: number | undefined): RpcClient {
  return {
    async execute(request: JsonRpcRequest): Promise<JsonRpcSuccess> {
      const response = await fetchNode(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
        timeoutMs,
      })
      if (!response.ok) throw new Error(`Bad status on response: ${response.status}`)
      const body = (await response.json()) as JsonRpcSuccess & { error?: unknown }
      if (body.error !== undefined) throw new Error(JSON.stringify(body.error))
      return body
    },
    disconnect() {},
  }
}

/** cosmjs' `connectComet` (the client picked by the node's CometBFT version) over {@link cometRpcClient}. */
export async function connectCometOverFetch(
  cosmjs: Cosmjs,
  url: string,
  timeoutMs?: number | undefined,
): Promise<CometClient> {
  const tendermint37 = await cosmjs.Tendermint37Client.create(cometRpcClient(url, timeoutMs))
  const version = (await tendermint37.status()).nodeInfo.version
  if (version.startsWith('0.38.')) return cosmjs.Comet38Client.create(cometRpcClient(url, timeoutMs))
  if (version.startsWith('1.')) return cosmjs.Comet1Client.create(cometRpcClient(url, timeoutMs))
  return tendermint37
}
