import type { SubmittableExtrinsic } from '@polkadot/api/types'
import type { Signer } from '@polkadot/types/types'
import { TransactionRefusedError } from '@walletport/core/adapter'
import { walletCall } from '../wallet/walletCall.js'
import type { Inclusion } from './toReceipt.js'

/** An extrinsic this adapter sent, followed until finalized. */
export interface TrackedExtrinsic {
  hash: string
  caipNetworkId: string
  included: Promise<Inclusion>
  finalized: Promise<Inclusion>
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

/** The node's JSON-RPC refusal (1010 "Invalid Transaction: Inability to pay some fees…") as a readable error. */
function toRefusal(error: unknown): unknown {
  const message = (error as { message?: unknown } | undefined)?.message
  if (typeof message !== 'string' || !/^\d{4}:/.test(message)) return error
  return new TransactionRefusedError({ reason: message.replace(/^\d{4}:\s*/, ''), cause: error as Error })
}

/**
 * Signs through the extension's signer and submits; resolves once the node accepted it (Ready), with promises for
 * its inclusion and finalization. A declined signature rejects with `UserRejectedRequestError`; a refusal by the
 * node, or a drop after acceptance (Invalid, Dropped, Usurped), with `TransactionRefusedError`.
 */
export function submitExtrinsic(
  extrinsic: SubmittableExtrinsic<'promise'>,
  { sender, signer, caipNetworkId }: { sender: string; signer: Signer; caipNetworkId: string },
): Promise<TrackedExtrinsic> {
  const included = deferred<Inclusion>()
  const finalized = deferred<Inclusion>()
  return new Promise<TrackedExtrinsic>((resolveSent, rejectSent) => {
    let tracked: TrackedExtrinsic | undefined
    let unsubscribe: (() => void) | undefined
    const fail = (error: unknown) => {
      if (!tracked) rejectSent(error)
      included.reject(error)
      finalized.reject(error)
      unsubscribe?.()
    }
    walletCall(() =>
      extrinsic.signAndSend(sender, { signer }, (result) => {
        const { status } = result
        const hash = result.txHash.toHex()
        if (!tracked && !status.isFuture) {
          tracked = { hash, caipNetworkId, included: included.promise, finalized: finalized.promise }
          resolveSent(tracked)
        }
        if (status.isInBlock || status.isFinalized) {
          // @polkadot/api already narrowed `events` to this extrinsic's own.
          const inclusion: Inclusion = {
            hash,
            blockHash: (status.isInBlock ? status.asInBlock : status.asFinalized).toHex(),
            events: result.events,
            signer: sender,
            finalized: status.isFinalized,
          }
          included.resolve(inclusion)
          if (status.isFinalized) {
            finalized.resolve(inclusion)
            unsubscribe?.()
          }
        }
        if (status.isInvalid || status.isDropped || status.isUsurped || status.isFinalityTimeout) {
          fail(new TransactionRefusedError({ reason: `the extrinsic became ${status.type}` }))
        }
      }),
    ).then(
      (stop) => {
        unsubscribe = stop
      },
      (error: unknown) => fail(toRefusal(error)),
    )
  })
}
