import type { CaipNetworkId } from '../caip/types.js'
import type { Network } from '../networks/types.js'

/** One NFT an account holds (an ERC-721 token, or an ERC-1155 id with the units held). */
export interface Nft {
  chainId: CaipNetworkId
  /** The collection's contract (or mint authority on other chains). */
  contract: string
  tokenId: string
  /** 'erc721', 'erc1155', or what an indexer reports for other chains. */
  standard: string
  /** The token's own name (its metadata), else the collection's name and `#tokenId`. */
  name: string
  collectionName: string
  /** A `data:image/` URL or an https URL; absent when the metadata has no image the modal may show. */
  imageUrl?: string
  /** Units held: '1' for ERC-721. */
  amount: string
}

/** What `client.getNfts()` found: the NFTs and where they came from, or that this network has no NFT source. */
export type NftsResult =
  | { available: true; source: 'indexer' | 'chain'; nfts: readonly Nft[] }
  | { available: false }

/**
 * An adapter's chain-native NFT lookup (eip155: the Transfer logs of a bounded block range and the contracts'
 * metadata). An optional capability: an adapter without it leaves NFTs to the app's indexer (`endpoints.nfts`).
 */
export interface NftReader {
  getNfts(parameters: { address: string; network: Network }): Promise<readonly Nft[]>
}

export function hasNftReader<T extends object>(adapter: T): adapter is T & NftReader {
  return typeof (adapter as Partial<NftReader>).getNfts === 'function'
}
