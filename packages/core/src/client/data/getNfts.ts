import type { ChainNamespace } from '../../caip/types.js'
import { NoActiveCaipAddressError } from '../../errors/internal.js'
import { requestIndexerNfts } from '../../nfts/requestIndexerNfts.js'
import { hasNftReader, type NftsResult } from '../../nfts/types.js'
import type { ClientContext } from '../context.js'
import { getAccountTarget } from './getAccountTarget.js'

/**
 * The NFTs of the connected account of `namespace` (the active one when omitted), for the Account view's NFTs tab:
 * from the app's indexer when `endpoints.nfts` is set (any chain), else from the adapter's chain-native lookup
 * (eip155: Transfer logs), else `{ available: false }`: the network has no NFT source, which the modal says instead
 * of claiming there are none. A failed lookup rejects (the modal shows why).
 */
export async function getNfts(context: ClientContext, namespace?: ChainNamespace): Promise<NftsResult> {
  const target = getAccountTarget(context, namespace)
  if (!target) throw new NoActiveCaipAddressError()
  const { adapter, address, network } = target
  const indexer = context.options.endpoints.nfts
  if (indexer !== undefined)
    return { available: true, source: 'indexer', nfts: await requestIndexerNfts(context, indexer, target) }
  if (!hasNftReader(adapter)) return { available: false }
  return { available: true, source: 'chain', nfts: await adapter.getNfts({ address, network }) }
}
