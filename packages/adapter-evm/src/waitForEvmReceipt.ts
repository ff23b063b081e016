import { HttpRequestError, RpcRequestError, TimeoutError, type TransactionReceipt } from '@walletport/core'
import { type Clock, waitUntil, withConfirmationDefaults } from '@walletport/core/adapter'
import type { NodeRequest } from './buildEvmTransaction.js'
import type { EvmConfirmationOptions } from './types.js'

interface RpcReceipt {
  transactionHash: string
  status?: string
  blockNumber: string
  gasUsed: string
  effectiveGasPrice?: string
}

const DEFAULTS = { confirmations: 1, timeoutMs: 18_000, pollMs: 4_000 }
const DEFAULT_RETRIES = 6
const FIRST_POLL_MS = 100

const isTransportFailure = (error: unknown) =>
  error instanceof HttpRequestError || error instanceof RpcRequestError || error instanceof TimeoutError

/**
 * Polls `eth_getTransactionReceipt` until the transaction has `confirmations` blocks (counting its own). Pauses
 * start at 100 ms and double up to `pollMs`, so local chains answer at once and public ones are not flooded. Up to
 * `retries` failed requests in a row are tolerated; past `timeoutMs` → TimeoutError.
 */
export async function waitForEvmReceipt(
  request: NodeRequest,
  hash: string,
  options: EvmConfirmationOptions = {},
  clock?: Clock,
): Promise<TransactionReceipt> {
  const { confirmations, timeoutMs, pollMs } = withConfirmationDefaults(options, DEFAULTS)
  const retries = options.retries ?? DEFAULT_RETRIES
  return waitUntil(
    async () => {
      const receipt = await request<RpcReceipt | null>('eth_getTransactionReceipt', [hash])
      if (!receipt) return undefined
      const included = BigInt(receipt.blockNumber)
      const head = confirmations > 1 ? BigInt(await request<string>('eth_blockNumber')) : included
      if (head - included + 1n < BigInt(confirmations)) return undefined
      return {
        hash: receipt.transactionHash,
        status: receipt.status === '0x0' ? 'reverted' : 'success',
        blockNumber: included,
        ...(receipt.effectiveGasPrice && {
          fee: BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice),
        }),
      }
    },
    {
      waitingFor: `the receipt of ${hash}`,
      timeoutMs,
      pollMs,
      firstPollMs: FIRST_POLL_MS,
      retryOn: (error, failures) => isTransportFailure(error) && failures <= retries,
      ...(clock && { clock }),
    },
  )
}
