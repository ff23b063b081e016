import { RpcUrlNotFoundError } from '../errors/networks.js'
import type { Network } from './types.js'

export interface GetRpcUrlParameters {
  /** Base URL of a hosted RPC proxy; requests go to `{rpc}/v1/?chainId={caipNetworkId}&projectId={projectId}`. */
  rpc?: string | undefined
  projectId?: string | undefined
}

/**
 * The URL to send a network's JSON-RPC to. With a hosted `rpc` base the proxy URL is built; a base without a
 * `projectId` drops the `projectId` parameter, because a self-hosted proxy may need none. Otherwise the network's
 * first http URL is used, falling back to its first WebSocket URL for WebSocket-only chains.
 */
export function getRpcUrl(network: Network, parameters: GetRpcUrlParameters = {}): string {
  const { rpc, projectId } = parameters
  if (rpc) {
    const base = rpc.replace(/\/+$/, '')
    const query = `chainId=${encodeURIComponent(network.caipNetworkId)}`
    return projectId
      ? `${base}/v1/?${query}&projectId=${encodeURIComponent(projectId)}`
      : `${base}/v1/?${query}`
  }
  const { http, webSocket } = network.rpcUrls.default
  const url = http[0] ?? webSocket?.[0]
  if (url === undefined) throw new RpcUrlNotFoundError(network)
  return url
}
