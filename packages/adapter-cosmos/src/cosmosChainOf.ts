import { ChainNotSupportedError, type Network } from '@walletport/core'

/** What the adapter needs of a cosmos network: its chain id, bech32 prefix and fee denom. */
export interface CosmosChain {
  chainId: string
  prefix: string
  denom: string
}

/** `custom.bech32Prefix` and `custom.denom` of a cosmos network; both are required. */
export function cosmosChainOf(network: Network): CosmosChain {
  const { bech32Prefix, denom } = network.custom ?? {}
  if (typeof bech32Prefix !== 'string' || typeof denom !== 'string') {
    throw new ChainNotSupportedError({
      details: `Expected custom.bech32Prefix and custom.denom (strings) on ${network.caipNetworkId}, received ${JSON.stringify({ bech32Prefix, denom })}`,
    })
  }
  return { chainId: String(network.id), prefix: bech32Prefix, denom }
}
