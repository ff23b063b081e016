import { type Network, TimeoutError } from '@walletport/core'
import { findAdapterNetwork, waitUntil, withConfirmationDefaults } from '@walletport/core/adapter'
import type { PolkadotContext } from '../context.js'
import { findInclusion } from '../transactions/findInclusion.js'
import { searchAfterDrop } from '../transactions/searchAfterDrop.js'
import { type Inclusion, toReceipt } from '../transactions/toReceipt.js'
import type { PolkadotReceipt } from '../types.js'

/** confirmations 1: the including block; 2 (default): its finalization. */
const DEFAULTS = { timeoutMs: 120_000, pollMs: 2_000, confirmations: 2 }

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, waitingFor: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TimeoutError({ details: `Waited ${timeoutMs} ms for ${waitingFor}` })),
      timeoutMs,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Waits until the extrinsic is finalized (or included, with `confirmation.confirmations: 1`) and returns its
 * receipt; a failed dispatch rejects with `PolkadotDispatchError` carrying the runtime's message. An extrinsic this
 * adapter sent is followed through its subscription, and looked for in the latest blocks once the connection
 * dropped (the subscription is gone then; the extrinsic is not submitted again); any other hash is looked for in the
 * latest blocks.
 */
export async function waitForTransaction(
  context: PolkadotContext,
  { hash, network }: { hash: string; network: Network },
): Promise<PolkadotReceipt> {
  const target = findAdapterNetwork(context.networks, network)
  const { timeoutMs, pollMs, confirmations } = withConfirmationDefaults(
    context.options.confirmation,
    DEFAULTS,
  )
  const finality = confirmations >= 2
  const waitingFor = `${finality ? 'the finalization' : 'the inclusion'} of ${hash}`
  const api = await context.apiFor(target)
  const tracked = context.tracked.get(hash)
  let inclusion: Inclusion
  if (tracked?.caipNetworkId === target.caipNetworkId) {
    const deadline = Date.now() + timeoutMs
    const search = searchAfterDrop(api, { hash, finality, deadline, pollMs, waitingFor })
    try {
      inclusion = await withTimeout(
        Promise.race([finality ? tracked.finalized : tracked.included, search.found]),
        timeoutMs,
        waitingFor,
      )
    } finally {
      search.stop()
    }
  } else {
    inclusion = await waitUntil(
      async () => {
        const found = await findInclusion(api, hash)
        return found && (found.finalized || !finality) ? found : undefined
      },
      { waitingFor, timeoutMs, pollMs, firstPollMs: 250 },
    )
  }
  return toReceipt(api, inclusion)
}
