import { errorMessage, isUserRejection, type Network } from '@walletport/core'
import { buildEvmTransaction } from './buildEvmTransaction.js'
import { CallsCapabilityUnsupportedError, CallsFailedError } from './callsErrors.js'
import { type EvmAdapterState, nodeRequest, type SequentialCalls } from './evmAdapterState.js'
import { requestWallet } from './requestWallet.js'
import type { Eip1193Provider, EvmSendCallsCapabilities } from './types.js'
import { waitForEvmReceipt } from './waitForEvmReceipt.js'

function batchId(): string {
  return `0x${[...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * EIP-5792 for a wallet without it: the calls go one by one as `eth_sendTransaction` (one approval each), each
 * waited for on the node before the next, so a call that reverts (or that the node refuses, or the user declines)
 * stops the batch with `CallsFailedError` naming it; earlier calls stay on chain. Atomicity, and any capability not
 * marked optional, cannot be honoured: `CallsCapabilityUnsupportedError` before anything is sent. Optional
 * capabilities are dropped (an optional `paymasterService` means the user pays the gas). The batch is kept under a
 * fresh id for `getCallsStatus`, which reports it `atomic: false`.
 */
export async function sendCallsSequentially(
  state: EvmAdapterState,
  {
    provider,
    network,
    from,
    calls,
    atomicRequired,
    capabilities = {},
  }: {
    provider: Eip1193Provider
    network: Network
    from: string
    calls: readonly { to: string; data: string; value?: bigint | undefined }[]
    atomicRequired: boolean
    capabilities?: EvmSendCallsCapabilities
  },
): Promise<{ id: string }> {
  if (atomicRequired) throw new CallsCapabilityUnsupportedError({ capability: 'atomic' })
  for (const [name, capability] of Object.entries(capabilities)) {
    if ((capability as { optional?: unknown } | undefined)?.optional !== true) {
      throw new CallsCapabilityUnsupportedError({ capability: name })
    }
  }
  const id = batchId()
  const batch: SequentialCalls = { network, count: calls.length, hashes: [], settled: false }
  state.sequentialCalls.set(id, batch)
  const node = nodeRequest(state, network)
  const fail = (index: number, reason: string, cause?: unknown) => {
    batch.failedAt = index
    batch.settled = true
    return new CallsFailedError({
      id,
      index,
      count: calls.length,
      hashes: [...batch.hashes],
      reason,
      ...(cause !== undefined && { cause }),
    })
  }
  for (const [index, call] of calls.entries()) {
    let hash: string
    try {
      const tx = await buildEvmTransaction(node, {
        from,
        to: call.to,
        value: call.value ?? 0n,
        data: call.data,
      })
      hash = await requestWallet<string>(provider, 'eth_sendTransaction', [tx])
    } catch (error) {
      throw fail(index, isUserRejection(error) ? 'declined in the wallet' : errorMessage(error), error)
    }
    batch.hashes.push(hash)
    let receipt: Awaited<ReturnType<typeof waitForEvmReceipt>>
    try {
      receipt = await waitForEvmReceipt(node, hash, state.options.confirmation)
    } catch (error) {
      // Not known to have failed: the batch stays pending (100) for getCallsStatus, and nothing more is sent.
      batch.settled = true
      throw new CallsFailedError({
        id,
        index,
        count: calls.length,
        hashes: [...batch.hashes],
        reason: `its receipt did not come (${errorMessage(error)})`,
        cause: error,
      })
    }
    if (receipt.status === 'reverted') throw fail(index, `reverted in transaction ${hash}`)
  }
  batch.settled = true
  return { id }
}
