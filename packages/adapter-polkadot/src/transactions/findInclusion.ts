import type { ApiPromise } from '@polkadot/api'
import type { EventRecord } from '@polkadot/types/interfaces'
import type { Inclusion } from './toReceipt.js'

/** How far back from the head a hash this adapter did not send is looked for. */
const SEARCH_DEPTH = 64

/**
 * Where an extrinsic hash landed, searching the last blocks (for hashes sent before a reload or by another
 * client); undefined when it is not there (yet).
 */
export async function findInclusion(api: ApiPromise, hash: string): Promise<Inclusion | undefined> {
  const [head, finalizedHash] = await Promise.all([
    api.rpc.chain.getHeader(),
    api.rpc.chain.getFinalizedHead(),
  ])
  const finalizedNumber = (await api.rpc.chain.getHeader(finalizedHash)).number.toNumber()
  const top = head.number.toNumber()
  for (let number = top; number > Math.max(0, top - SEARCH_DEPTH); number--) {
    const blockHash = await api.rpc.chain.getBlockHash(number)
    const { block } = await api.rpc.chain.getBlock(blockHash)
    const index = block.extrinsics.findIndex((extrinsic) => extrinsic.hash.toHex() === hash)
    if (index < 0) continue
    const events = (await (await api.at(blockHash)).query.system!.events!()) as unknown as EventRecord[]
    const extrinsic = block.extrinsics[index]!
    return {
      hash,
      blockHash: blockHash.toHex(),
      events: events.filter(
        ({ phase }) => phase.isApplyExtrinsic && phase.asApplyExtrinsic.toNumber() === index,
      ),
      ...(extrinsic.isSigned ? { signer: extrinsic.signer.toString() } : {}),
      finalized: number <= finalizedNumber,
    }
  }
  return undefined
}
