import * as z from 'zod/mini'
import type { ClientContext } from '../client/context.js'
import { requestJson } from '../client/data/requestJson.js'
import type { Network } from '../networks/types.js'
import { imageSourceCheck } from '../schemas/imageSourceCheck.js'
import type { Nft } from './types.js'

const text = (max: number) => z.string().check(z.maxLength(max))

const indexerNftSchema = z.looseObject({
  contract: text(128),
  tokenId: z.string().check(z.regex(/^\d{1,78}$/)),
  standard: text(32),
  name: z.optional(text(256)),
  collectionName: z.optional(text(256)),
  imageUrl: z.optional(z.string()),
  amount: z.optional(z.string().check(z.regex(/^\d{1,78}$/))),
})

const indexerAnswerSchema = z.looseObject({ data: z.array(indexerNftSchema).check(z.maxLength(1000)) })

/** An image the modal may load (https, data:image/); anything else is dropped, the NFT kept without it. */
function safeImage(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  const problems: { path: readonly (string | number)[]; problem: string }[] = []
  imageSourceCheck(url, [], problems)
  return problems.length === 0 && !url.startsWith('/') ? url : undefined
}

/**
 * The NFTs of `address` on `network` from the app's NFT indexer. Contract (`endpoints.nfts`):
 * `GET {nfts}/v1/account/{address}/nfts?chainId={caipNetworkId}` → `{ data: [{ contract, tokenId, standard, name?,
 * collectionName?, imageUrl?, amount? }] }` (at most 1 000; tokenId and amount decimal strings). The body is
 * untrusted: a malformed one is `SchemaValidationError`, an image that is not https or data:image/ is dropped.
 */
export async function requestIndexerNfts(
  context: ClientContext,
  base: string,
  { address, network }: { address: string; network: Network },
): Promise<Nft[]> {
  const query = new URLSearchParams({ chainId: network.caipNetworkId })
  const url = `${base}/v1/account/${encodeURIComponent(address)}/nfts?${query}`
  const { data } = await requestJson(context, url, indexerAnswerSchema)
  return data.map((nft) => {
    const collectionName = nft.collectionName ?? nft.contract
    const imageUrl = safeImage(nft.imageUrl)
    return {
      chainId: network.caipNetworkId,
      contract: nft.contract,
      tokenId: nft.tokenId,
      standard: nft.standard,
      name: nft.name ?? `${collectionName} #${nft.tokenId}`,
      collectionName,
      ...(imageUrl !== undefined && { imageUrl }),
      amount: nft.amount ?? '1',
    }
  })
}
