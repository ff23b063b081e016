import type { ApiPromise } from '@polkadot/api'
import type { GenericExtrinsic } from '@polkadot/types'
import type { EventRecord } from '@polkadot/types/interfaces'
import { u8aEq } from '@polkadot/util'
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto'

/** One balances transfer the chain included (failed ones too), as the indexer keeps it. */
export interface PolkadotTransferRecord {
  blockNumber: number
  blockHash: string
  /** Unix milliseconds of the block (`timestamp.now`). */
  timestamp: number
  extrinsicIndex: number
  /** The extrinsic's hash. */
  hash: string
  from: string
  to: string
  /** Planck. */
  amount: bigint
  /** Planck the sender paid for inclusion. */
  fee: bigint
  nonce: number
  success: boolean
  /** The call, e.g. 'balances.transferKeepAlive'. */
  call: string
  /** Index of the balances.Transfer event in the block (-1 when the transfer failed). */
  eventIndex: number
}

export interface PolkadotTransferIndex {
  /** Indexes every block up to the chain's head as it is now (catch-ups run one after the other). */
  catchUp(): Promise<void>
  /** Transfers from or to `address` (any SS58 form), newest first. */
  list(address: string): PolkadotTransferRecord[]
  records(): readonly PolkadotTransferRecord[]
}

const TRANSFER_CALLS = new Set(['transfer', 'transferKeepAlive', 'transferAllowDeath', 'transferAll'])

/** Fee the signer paid: `TransactionFeePaid` where the runtime emits it, else the balances.Withdraw from it. */
function feeOf(events: EventRecord[], signer: Uint8Array): bigint {
  const paid = events.find(
    ({ event }) => event.section === 'transactionPayment' && event.method === 'TransactionFeePaid',
  )
  if (paid) return BigInt(paid.event.data[1]!.toString())
  const withdraw = events.find(
    ({ event }) =>
      event.section === 'balances' &&
      event.method === 'Withdraw' &&
      u8aEq(decodeAddress(event.data[0]!.toString()), signer),
  )
  return withdraw ? BigInt(withdraw.event.data[1]!.toString()) : 0n
}

function toRecord(
  extrinsic: GenericExtrinsic,
  index: number,
  events: EventRecord[],
  block: { number: number; hash: string; timestamp: number; ss58Format: number },
): PolkadotTransferRecord | undefined {
  const { section, method, args } = extrinsic.method
  if (!extrinsic.isSigned || section !== 'balances' || !TRANSFER_CALLS.has(method)) return undefined
  const own = events.filter(
    ({ phase }) => phase.isApplyExtrinsic && phase.asApplyExtrinsic.toNumber() === index,
  )
  const signer = decodeAddress(extrinsic.signer.toString())
  const success = own.some(({ event }) => event.section === 'system' && event.method === 'ExtrinsicSuccess')
  const transfer = own.find(({ event }) => event.section === 'balances' && event.method === 'Transfer')
  const dest = args[0]!.toJSON() as { id?: string } | string
  const to = transfer ? transfer.event.data[1]!.toString() : typeof dest === 'string' ? dest : (dest.id ?? '')
  const amount = transfer
    ? BigInt(transfer.event.data[2]!.toString())
    : method === 'transferAll'
      ? 0n
      : BigInt(args[1]!.toString())
  return {
    blockNumber: block.number,
    blockHash: block.hash,
    timestamp: block.timestamp,
    extrinsicIndex: index,
    hash: extrinsic.hash.toHex(),
    from: encodeAddress(signer, block.ss58Format),
    to: encodeAddress(decodeAddress(to), block.ss58Format),
    amount,
    fee: feeOf(own, signer),
    nonce: extrinsic.nonce.toNumber(),
    success,
    call: `${section}.${method}`,
    eventIndex: transfer ? events.indexOf(transfer) : -1,
  }
}

/**
 * Balances transfers of a chain, indexed lazily from its blocks and events through `api`. A block the chain no
 * longer has at its height (chopsticks' `dev_setHead`) drops the records from there on.
 */
export function createPolkadotTransferIndex(
  api: ApiPromise,
  options: { maxRecords?: number } = {},
): PolkadotTransferIndex {
  const maxRecords = options.maxRecords ?? 10_000
  const ss58Format = api.registry.chainSS58 ?? 42
  const hashes: string[] = []
  let records: PolkadotTransferRecord[] = []
  let queue: Promise<void> = Promise.resolve()

  async function indexBlock(number: number) {
    const hash = (await api.rpc.chain.getBlockHash(number)).toHex()
    const [{ block }, at] = await Promise.all([api.rpc.chain.getBlock(hash), api.at(hash)])
    const [events, now] = await Promise.all([at.query.system!.events!(), at.query.timestamp!.now!()])
    const facts = { number, hash, timestamp: Number(now.toString()), ss58Format }
    block.extrinsics.forEach((extrinsic, index) => {
      const record = toRecord(extrinsic, index, events as unknown as EventRecord[], facts)
      if (record) records.push(record)
    })
    hashes[number] = hash
    if (records.length > maxRecords) records = records.slice(-maxRecords)
  }

  async function forgetReplacedBlocks() {
    let height = hashes.length - 1
    while (height > 0) {
      const current = (await api.rpc.chain.getBlockHash(height)).toHex()
      if (current === hashes[height]) break
      height--
    }
    hashes.length = Math.max(height + 1, 1)
    records = records.filter((record) => record.blockNumber <= height)
  }

  async function run() {
    await forgetReplacedBlocks()
    const head = (await api.rpc.chain.getHeader()).number.toNumber()
    for (let number = Math.max(hashes.length, 1); number <= head; number++) await indexBlock(number)
  }

  return {
    // Queued, not shared: a caller must see the blocks that existed when it asked.
    catchUp() {
      const next = queue.then(run)
      queue = next.catch(() => undefined)
      return next
    },
    list(address) {
      const key = decodeAddress(address)
      const touches = (record: PolkadotTransferRecord) =>
        u8aEq(decodeAddress(record.from), key) || u8aEq(decodeAddress(record.to), key)
      return records.filter(touches).reverse()
    },
    records: () => records,
  }
}
