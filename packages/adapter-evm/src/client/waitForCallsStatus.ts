import { waitUntil } from '@walletport/core/adapter'
import type { EvmCallsStatus } from '../types.js'
import type { EvmClient } from './connectedEvm.js'

export interface WaitForCallsStatusParameters {
  id: string
  /** Default 60 000 ms: a batch sent call by call waits for each of its calls. */
  timeoutMs?: number
  /** Longest pause between status requests; pauses start at 100 ms and double. Default 4 000 ms. */
  pollMs?: number
}

/**
 * Asks `getCallsStatus` until the batch is no longer pending (EIP-5792 status 100) and resolves with that status
 * (200 confirmed, 4xx–6xx failed: read `status` and `receipts`); past `timeoutMs`, `TimeoutError`.
 */
export function waitForCallsStatus(
  client: EvmClient,
  { id, timeoutMs = 60_000, pollMs = 4_000 }: WaitForCallsStatusParameters,
): Promise<EvmCallsStatus> {
  const adapter = client.getAdapter('eip155')
  return waitUntil(
    async () => {
      const status = await adapter.getCallsStatus({ id })
      return status.status === 100 ? undefined : status
    },
    { waitingFor: `the calls of batch ${id.slice(0, 20)}`, timeoutMs, pollMs, firstPollMs: 100 },
  )
}
