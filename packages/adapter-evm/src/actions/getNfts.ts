import type { Network, Nft } from '@walletport/core'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { findErc721Holdings } from '../nfts/findErc721Holdings.js'
import { readErc721Nfts } from '../nfts/readErc721Nfts.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/** Blocks searched for Transfer logs when `nftLogBlockRange` is not set. */
export const DEFAULT_NFT_LOG_BLOCK_RANGE = 10_000

/**
 * The ERC-721 tokens `address` holds on `network`, chain-native: Transfer logs to it in the last
 * `nftLogBlockRange` blocks (default 10 000), each still owned (`ownerOf`), with the collection's name and the
 * token's `data:` metadata. Older tokens need the app's NFT indexer (core's `endpoints.nfts`).
 */
export async function getNfts(
  state: EvmAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<Nft[]> {
  validateEvmAddress(address)
  const request = nodeRequest(state, network)
  const blockRange = state.options.nftLogBlockRange ?? DEFAULT_NFT_LOG_BLOCK_RANGE
  const held = await findErc721Holdings(request, { owner: address, blockRange })
  return readErc721Nfts(request, network, held)
}
