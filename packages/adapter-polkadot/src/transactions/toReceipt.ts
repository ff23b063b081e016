import type { ApiPromise } from '@polkadot/api'
import type { DispatchError, EventRecord } from '@polkadot/types/interfaces'
import { isSameAccount } from '../address/toNetworkAddress.js'
import type { PolkadotReceipt } from '../types.js'
import { describeDispatchError } from './describeDispatchError.js'
import { PolkadotDispatchError } from './transactionErrors.js'

export interface Inclusion {
  hash: string
  blockHash: string
  /** The extrinsic's own events (phase ApplyExtrinsic of its index). */
  events: readonly EventRecord[]
  signer?: string
  finalized: boolean
}

/** Fee the signer paid: `TransactionFeePaid` where the runtime emits it, else its balances.Withdraw. */
function feeOf(events: readonly EventRecord[], signer: string | undefined): bigint | undefined {
  const paid = events.find(
    ({ event }) => event.section === 'transactionPayment' && event.method === 'TransactionFeePaid',
  )
  if (paid) return BigInt(paid.event.data[1]!.toString())
  if (!signer) return undefined
  const withdraw = events.find(
    ({ event }) =>
      event.section === 'balances' &&
      event.method === 'Withdraw' &&
      isSameAccount(event.data[0]!.toString(), signer),
  )
  return withdraw ? BigInt(withdraw.event.data[1]!.toString()) : undefined
}

/**
 * The receipt of an included extrinsic; a failed dispatch throws `PolkadotDispatchError` with the runtime's
 * message ("balances.InsufficientBalance: Balance too low to send value").
 */
export async function toReceipt(api: ApiPromise, inclusion: Inclusion): Promise<PolkadotReceipt> {
  const failed = inclusion.events.find(
    ({ event }) => event.section === 'system' && event.method === 'ExtrinsicFailed',
  )
  if (failed) {
    const { error, docs } = describeDispatchError(api, failed.event.data[0] as DispatchError)
    throw new PolkadotDispatchError({ error, docs, hash: inclusion.hash, blockHash: inclusion.blockHash })
  }
  const header = await api.rpc.chain.getHeader(inclusion.blockHash)
  const fee = feeOf(inclusion.events, inclusion.signer)
  return {
    hash: inclusion.hash,
    status: 'success',
    blockNumber: header.number.toBigInt(),
    ...(fee === undefined ? {} : { fee }),
    blockHash: inclusion.blockHash,
    finalized: inclusion.finalized,
    events: inclusion.events.map(({ event }) => `${event.section}.${event.method}`),
  }
}
