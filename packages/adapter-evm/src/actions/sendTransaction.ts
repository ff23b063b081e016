import type { SendTransactionParameters, TransactionResult } from '@walletport/core'
import { buildEvmTransaction, type EvmTransactionOverrides } from '../buildEvmTransaction.js'
import { ensureEvmChain } from '../ensureEvmChain.js'
import { type EvmAdapterState, nodeRequest } from '../evmAdapterState.js'
import { requestWallet } from '../requestWallet.js'
import { toEvmCall } from '../toEvmCall.js'

/**
 * Refuses an invalid `to` (and `token`) first, makes a token transfer the ERC-20 `transfer` call, moves the wallet to
 * the transaction's network if needed, estimates gas and fees on the node and sends `eth_sendTransaction` with them;
 * `request` may preset gas, nonce, fees and data.
 */
export async function sendTransaction(
  state: EvmAdapterState,
  { network, from, to, value, data, request, token }: SendTransactionParameters,
): Promise<TransactionResult> {
  const overrides = (request ?? {}) as EvmTransactionOverrides & { data?: string }
  const call = toEvmCall({ to, value, data: data ?? overrides.data, token })
  const { provider } = state.connection.require()
  const sender = state.connection.sender(from)
  await ensureEvmChain(provider, network)
  const tx = await buildEvmTransaction(
    nodeRequest(state, network),
    { from: sender, to: call.to, value: call.value, data: call.data ?? '0x' },
    overrides,
  )
  return { hash: await requestWallet<string>(provider, 'eth_sendTransaction', [tx]) }
}
