import type { NodeRequest } from '../buildEvmTransaction.js'
import { encodeAddressWord, toHexQuantity } from '../hex.js'

/** keccak256('Transfer(address,address,uint256)'): ERC-20 and ERC-721 share it; ERC-721 indexes the token id. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** At most this many tokens are looked at per lookup (each costs a few node calls). */
export const MAX_NFT_CANDIDATES = 200

interface Log {
  address: string
  topics: readonly string[]
}

/**
 * The ERC-721 tokens `owner` holds among those it received in the last `blockRange` blocks: the Transfer logs to it
 * with four topics (an ERC-20 Transfer has three), each checked with `ownerOf` so that tokens sent on are left out.
 * Newest first, at most {@link MAX_NFT_CANDIDATES}.
 */
export async function findErc721Holdings(
  request: NodeRequest,
  { owner, blockRange }: { owner: string; blockRange: number },
): Promise<{ contract: string; tokenId: bigint }[]> {
  const head = BigInt(await request<string>('eth_blockNumber'))
  const from = head - BigInt(blockRange) + 1n
  const logs = await request<Log[]>('eth_getLogs', [
    {
      fromBlock: toHexQuantity(from > 0n ? from : 0n),
      toBlock: toHexQuantity(head),
      topics: [TRANSFER_TOPIC, null, `0x${encodeAddressWord(owner)}`],
    },
  ])
  const seen = new Map<string, { contract: string; tokenId: bigint }>()
  for (const log of [...logs].reverse()) {
    if (log.topics.length !== 4 || log.topics[3] === undefined) continue
    const contract = log.address.toLowerCase()
    const tokenId = BigInt(log.topics[3])
    seen.set(`${contract}:${tokenId}`, { contract, tokenId })
    if (seen.size >= MAX_NFT_CANDIDATES) break
  }
  const ownerWord = encodeAddressWord(owner)
  const held = await Promise.all(
    [...seen.values()].map(async (candidate) => {
      const data = `0x6352211e${candidate.tokenId.toString(16).padStart(64, '0')}`
      const answer = await request<string>('eth_call', [{ to: candidate.contract, data }, 'latest']).catch(
        () => undefined,
      )
      return answer?.slice(2).toLowerCase() === ownerWord ? candidate : undefined
    }),
  )
  return held.filter((candidate) => candidate !== undefined)
}
