import { type Network, RpcUrlNotFoundError } from '@walletport/core'
import type { BitcoinAdapterState } from './bitcoinAdapterState.js'
import { createEsploraClient, type EsploraClient } from './createEsploraClient.js'

/**
 * The Esplora API of `network`: the `esploraUrl` option, else `custom.esploraUrl`, else the first RPC URL
 * (`withRpc`); none of them is `RpcUrlNotFoundError` (the presets carry no public Esplora base).
 */
export function esploraFor(state: BitcoinAdapterState, network: Network): EsploraClient {
  const { esploraUrl } = state.options
  const configured = typeof esploraUrl === 'string' ? esploraUrl : esploraUrl?.[network.caipNetworkId]
  const url =
    configured ?? (network.custom?.esploraUrl as string | undefined) ?? network.rpcUrls.default.http[0]
  if (!url) throw new RpcUrlNotFoundError(network)
  return createEsploraClient(url, { timeoutMs: state.options.requestTimeoutMs })
}
