import { evmRpc } from '../evm/evmRpc.js'

interface Receipt {
  status: string
  contractAddress: string | null
}

/**
 * Sends a transaction from an account the node holds unlocked and waits for its receipt (anvil mines at once);
 * a revert throws naming `what`. `gas` skips the node's estimate. Resolves with the created contract's address, if any.
 */
export async function sendFrom(
  rpcUrl: string,
  what: string,
  transaction: { from: string; to?: string; data: string; value?: bigint; gas?: bigint },
): Promise<string | undefined> {
  const hash = await evmRpc<string>(rpcUrl, 'eth_sendTransaction', [
    {
      from: transaction.from,
      ...(transaction.to !== undefined && { to: transaction.to }),
      data: transaction.data,
      ...(transaction.value !== undefined && { value: `0x${transaction.value.toString(16)}` }),
      ...(transaction.gas !== undefined && { gas: `0x${transaction.gas.toString(16)}` }),
    },
  ])
  for (let attempt = 0; attempt < 400; attempt++) {
    const receipt = await evmRpc<Receipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt?.status === '0x0') throw new Error(`${what} reverted (transaction ${hash})`)
    if (receipt) return receipt.contractAddress ?? undefined
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`${what} was not mined (transaction ${hash})`)
}
