import type { Network, Nft } from '@walletport/core'
import type { NodeRequest } from '../buildEvmTransaction.js'
import { decodeAbiString } from '../decodeAbiString.js'
import { parseTokenMetadata } from './parseTokenMetadata.js'

const SELECTORS = { name: '0x06fdde03', tokenURI: '0xc87b56dd' } as const

/** The NFT entries of held ERC-721 tokens: the collection's `name()`, each token's `tokenURI` metadata. */
export async function readErc721Nfts(
  request: NodeRequest,
  network: Network,
  tokens: readonly { contract: string; tokenId: bigint }[],
): Promise<Nft[]> {
  const call = (to: string, data: string) =>
    request<string>('eth_call', [{ to, data }, 'latest']).then(decodeAbiString, () => undefined)
  const names = new Map<string, Promise<string | undefined>>()
  const collectionName = (contract: string) => {
    if (!names.has(contract)) names.set(contract, call(contract, SELECTORS.name))
    return names.get(contract)!
  }
  return Promise.all(
    tokens.map(async ({ contract, tokenId }) => {
      const [collection, uri] = await Promise.all([
        collectionName(contract),
        call(contract, `${SELECTORS.tokenURI}${tokenId.toString(16).padStart(64, '0')}`),
      ])
      const { name, imageUrl } = parseTokenMetadata(uri)
      const shownCollection = collection || contract
      return {
        chainId: network.caipNetworkId,
        contract,
        tokenId: tokenId.toString(),
        standard: 'erc721',
        name: name ?? `${shownCollection} #${tokenId}`,
        collectionName: shownCollection,
        ...(imageUrl !== undefined && { imageUrl }),
        amount: '1',
      }
    }),
  )
}
