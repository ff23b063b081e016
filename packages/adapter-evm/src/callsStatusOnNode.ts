import { type EvmAdapterState, nodeRequest, type SequentialCalls } from './evmAdapterState.js'
import { toHexQuantity } from './hex.js'
import type { EvmCallsStatus } from './types.js'

interface RpcReceipt {
  transactionHash: string
  status: string
  blockNumber: string
  gasUsed: string
}

/**
 * The EIP-5792 status of a batch sent call by call, from its calls' receipts on the node: 100 while one is not
 * mined or more are to be sent, 200 when all landed, else 400 (nothing on chain), 500 (the only mined call
 * reverted) or 600 (some calls landed before the failure). Always `atomic: false`.
 */
export async function callsStatusOnNode(
  state: EvmAdapterState,
  id: string,
  batch: SequentialCalls,
): Promise<EvmCallsStatus> {
  const node = nodeRequest(state, batch.network)
  const found = await Promise.all(
    batch.hashes.map((hash) => node<RpcReceipt | null>('eth_getTransactionReceipt', [hash])),
  )
  const receipts = found
    .filter((receipt): receipt is RpcReceipt => receipt !== null)
    .map(({ transactionHash, status, blockNumber, gasUsed }) => ({
      transactionHash,
      status,
      blockNumber,
      gasUsed,
    }))
  const landed = receipts.filter((receipt) => receipt.status === '0x1').length
  const status =
    receipts.length < batch.hashes.length || !batch.settled
      ? 100
      : batch.failedAt === undefined
        ? 200
        : landed > 0
          ? 600
          : receipts.length > 0
            ? 500
            : 400
  return {
    id,
    status,
    chainId: toHexQuantity(Number(batch.network.id)),
    atomic: false,
    receipts,
  }
}
