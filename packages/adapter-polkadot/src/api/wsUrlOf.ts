import type { Network } from '@walletport/core'
import { type AdapterContext, resolveAdapterRpcUrl } from '@walletport/core/adapter'
import type { PolkadotAdapterOptions } from '../types.js'

/**
 * The WebSocket RPC of `network` (@polkadot/api follows blocks and extrinsics through subscriptions): the app's
 * `rpcUrls` entry, else the network's first WebSocket URL, else its RPC URL (or the client's hosted one) with
 * http(s) turned into ws(s).
 */
export function wsUrlOf(network: Network, options: PolkadotAdapterOptions, client: AdapterContext): string {
  const configured = options.rpcUrls?.[network.caipNetworkId]
  if (configured) return configured
  const webSocket = client.endpoints.rpc === undefined ? network.rpcUrls.default.webSocket?.[0] : undefined
  if (webSocket) return webSocket
  return resolveAdapterRpcUrl(network, undefined, client).replace(/^http(s?):\/\//, 'ws$1://')
}
