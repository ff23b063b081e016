import type { TransactionResult } from '@walletport/core'
import type { EvmAdapterState } from '../evmAdapterState.js'
import type { EvmAbi, EvmWriteContractParameters, EvmWriteFunctionName } from '../evmTypedParameters.js'
import { loadEthers } from '../loadEthers.js'
import { validateEvmAddress } from '../validateEvmAddress.js'
import { sendTransaction } from './sendTransaction.js'

/** Encodes the call from the ABI (ethers' Interface) and sends it like any transaction. */
export async function writeContract<
  const TAbi extends EvmAbi,
  TFunctionName extends EvmWriteFunctionName<TAbi>,
>(
  state: EvmAdapterState,
  parameters: EvmWriteContractParameters<TAbi, TFunctionName>,
): Promise<TransactionResult> {
  const { network, address, abi, functionName, value = 0n } = parameters
  const args: readonly unknown[] = ('args' in parameters ? parameters.args : undefined) ?? []
  validateEvmAddress(address)
  const { Interface } = await loadEthers()
  const data = new Interface(abi as never).encodeFunctionData(functionName, args)
  return sendTransaction(state, { network, to: address, value, data })
}
