import type { ApiPromise } from '@polkadot/api'
import { ChainNotSupportedError, type Network } from '@walletport/core'
import type { AdapterContext } from '@walletport/core/adapter'
import type { PolkadotAdapterOptions } from '../types.js'
import type { ApiPool } from './createApiPool.js'
import { wsUrlOf } from './wsUrlOf.js'

/** The shared ApiPromise of `network`, refused when the node serves another chain than the network's genesis. */
export async function apiForNetwork(
  apis: ApiPool,
  network: Network,
  options: PolkadotAdapterOptions,
  client: AdapterContext,
): Promise<ApiPromise> {
  const url = wsUrlOf(network, options, client)
  const api = await apis.get(url)
  const genesis = api.genesisHash.toHex()
  if (genesis.slice(2, 34).toLowerCase() !== String(network.id).toLowerCase()) {
    throw new ChainNotSupportedError({
      details: `The node at ${url} serves the chain with genesis ${genesis}, not ${network.caipNetworkId}`,
    })
  }
  return api
}
