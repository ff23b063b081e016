import type { Network } from '@walletport/core'

export interface RpcOverride {
  http: string
  /** The WebSocket beside it; without one, a moved HTTP URL drops the network's WebSocket (its old port). */
  webSocket?: string
  /** `custom` facts that carry the URL too (e.g. bitcoin's `esploraUrl`). */
  custom?: Record<string, unknown>
}

/** `network` answering where the devnet runs; the network itself when nothing moved. */
export function withRpcUrl(network: Network, { http, webSocket, custom = {} }: RpcOverride): Network {
  const current = network.rpcUrls.default
  const sameHttp = http === current.http[0]
  const sameWs = webSocket === undefined ? sameHttp : webSocket === current.webSocket?.[0]
  const sameCustom = Object.entries(custom).every(([key, value]) => network.custom?.[key] === value)
  if (sameHttp && sameWs && sameCustom) return network
  const sockets = webSocket !== undefined ? [webSocket] : sameHttp ? current.webSocket : undefined
  return {
    ...network,
    rpcUrls: {
      ...network.rpcUrls,
      default: { http: [http], ...(sockets === undefined ? {} : { webSocket: sockets }) },
    },
    ...(sameCustom ? {} : { custom: { ...network.custom, ...custom } }),
  }
}
