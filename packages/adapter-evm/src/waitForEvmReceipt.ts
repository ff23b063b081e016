import { HttpRequestError, RpcRequestError, TimeoutError, type TransactionReceipt } from '@walletport/core'
import type { NodeRequest } from './buildEvmTransaction.js'
import type { EvmReceiptOptions } from './types.js'

interface RpcReceipt {
  transactionHash: string
  status?: string
  blockNumber: string
  gasUsed: string
  effectiveGasPrice?: string
}

const FIRST_PAUSE_MS = 100

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/**
 * Polls `eth_getTransactionReceipt` until the transaction has `confirmations` blocks (counting its own). Pauses
 * start at 100 ms and double up to `pollingIntervalMs`, so local chains answer at once and public ones are not
 * flooded. Up to `retries` failed requests in a row are tolerated; past `timeoutMs` → TimeoutError.
 */
export async function waitForEvmReceipt(
  request: NodeRequest,
  hash: string,
  { confirmations = 1, retries = 6, timeoutMs = 18_000, pollingIntervalMs = 4_000 }: EvmReceiptOptions = {},
): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs
  let failures = 0
  let pause = FIRST_PAUSE_MS
  for (;;) {
    try {
      const receipt = await request<RpcReceipt | null>('eth_getTransactionReceipt', [hash])
      if (receipt) {
        const included = BigInt(receipt.blockNumber)
        const head = confirmations > 1 ? BigInt(await request<string>('eth_blockNumber')) : included
        if (head - included + 1n >= BigInt(confirmations)) {
          return {
            hash: receipt.transactionHash,
            status: receipt.status === '0x0' ? 'reverted' : 'success',
            blockNumber: included,
            ...(receipt.effectiveGasPrice && {
              fee: BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice),
            }),
          }
        }
      }
      failures = 0
    } catch (error) {
      const retryable =
        error instanceof HttpRequestError || error instanceof RpcRequestError || error instanceof TimeoutError
      if (!retryable) throw error
      failures++
      if (failures > retries) throw error
    }
    const left = deadline - Date.now()
    if (left <= 0) throw new TimeoutError({ details: `No receipt for ${hash} within ${timeoutMs} ms` })
    await sleep(Math.min(pause, left))
    pause = Math.min(pause * 2, pollingIntervalMs)
  }
}
