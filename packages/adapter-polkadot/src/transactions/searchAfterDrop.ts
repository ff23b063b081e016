import type { ApiPromise } from '@polkadot/api'
import { waitUntil } from '@walletport/core/adapter'
import { findInclusion } from './findInclusion.js'
import type { Inclusion } from './toReceipt.js'

const STOPPED = Symbol('stopped')

export interface SearchAfterDrop {
  /** Settles with the inclusion found after a drop; pending while the connection holds. */
  found: Promise<Inclusion>
  stop(): void
}

/**
 * The extrinsic's status subscription does not survive a dropped connection (@polkadot/api does not renew
 * `author_` subscriptions, so nothing is submitted twice): once the connection drops, its block is looked for in
 * the latest blocks instead, every `pollMs` until `deadline` (the node may be out of reach for a while).
 */
export function searchAfterDrop(
  api: ApiPromise,
  {
    hash,
    finality,
    deadline,
    pollMs,
    waitingFor,
  }: {
    hash: string
    finality: boolean
    deadline: number
    pollMs: number
    waitingFor: string
  },
): SearchAfterDrop {
  let stopped = false
  let onDrop: (() => void) | undefined
  const found = new Promise<Inclusion>((resolve, reject) => {
    onDrop = () => {
      api.off('disconnected', onDrop!)
      waitUntil(
        async () => {
          if (stopped) throw STOPPED
          const inclusion = await findInclusion(api, hash)
          return inclusion && (inclusion.finalized || !finality) ? inclusion : undefined
        },
        {
          waitingFor,
          timeoutMs: Math.max(deadline - Date.now(), 0),
          pollMs,
          firstPollMs: 250,
          retryOn: (error) => error !== STOPPED,
        },
      ).then(resolve, reject)
    }
    api.on('disconnected', onDrop)
  })
  found.catch(() => undefined)
  return {
    found,
    stop() {
      stopped = true
      if (onDrop) api.off('disconnected', onDrop)
    },
  }
}
