import { InvalidNetworkError } from '../errors/networks.js'
import { defineNetwork } from './defineNetwork.js'
import type { Network } from './types.js'

/**
 * `network` with the app's own node as its RPC: `rpcUrls.default` becomes `urls` (http(s) URLs in `http`, ws(s)
 * ones in `webSocket`, in the order given); every other field, other RPC lists included, is kept. The result is
 * checked like any `defineNetwork` input.
 */
export function withRpc(network: Network, urls: string | readonly string[]): Network {
  const list: readonly unknown[] = typeof urls === 'string' ? [urls] : Array.isArray(urls) ? urls : []
  if (list.length === 0) {
    throw new InvalidNetworkError('rpcUrls.default', 'must be given at least one URL by withRpc', {
      network: network.name,
    })
  }
  const isWebSocket = (url: unknown) => typeof url === 'string' && /^wss?:/i.test(url)
  const webSocket = list.filter(isWebSocket) as string[]
  const http = list.filter((url) => !isWebSocket(url)) as string[]
  return defineNetwork({
    ...network,
    rpcUrls: { ...network.rpcUrls, default: { http, ...(webSocket.length > 0 && { webSocket }) } },
  })
}
