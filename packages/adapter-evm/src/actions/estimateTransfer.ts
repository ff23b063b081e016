import type { TransferParameters, TransferQuote } from '@walletport/core'
import { buildEvmTransaction } from '../buildEvmTransaction.js'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { toEvmCall } from '../toEvmCall.js'

/**
 * The fee a transfer (native or ERC-20) would cost as `sendTransaction` would send it: the node's gas estimate
 * times the fee cap (EIP-1559) or the gas price, the most it may cost. EVM chains have no dust limit.
 */
export async function estimateTransfer(
  state: EvmAdapterState,
  { network, from, to, value, token }: TransferParameters,
): Promise<TransferQuote> {
  const call = toEvmCall({ to, value, token })
  const tx = await buildEvmTransaction(nodeRequest(state, network), {
    from: state.connection.sender(from),
    to: call.to,
    value: call.value,
    data: call.data ?? '0x',
  })
  const perGas = BigInt(tx.maxFeePerGas ?? tx.gasPrice ?? '0x0')
  return { fee: BigInt(tx.gas) * perGas, minimum: 1n, reserve: 0n }
}
