import type { Network, TransactionResult } from '@walletport/core'
import type { EvmAbi, EvmWriteContractParameters, EvmWriteFunctionName } from '../evmTypedParameters.js'
import { connectedEvm, type EvmClient } from './connectedEvm.js'

export type WriteContractParameters<
  TAbi extends EvmAbi = EvmAbi,
  TFunctionName extends EvmWriteFunctionName<TAbi> = EvmWriteFunctionName<TAbi>,
> = EvmWriteContractParameters<TAbi, TFunctionName, { network?: Network }>

/**
 * A contract write through the client's eip155 adapter on `network` (default: the connected one): `functionName`
 * must be a nonpayable or payable function of `abi` and `args` its argument types, checked at compile time.
 */
export function writeContract<const TAbi extends EvmAbi, TFunctionName extends EvmWriteFunctionName<TAbi>>(
  client: EvmClient,
  parameters: WriteContractParameters<TAbi, TFunctionName>,
): Promise<TransactionResult> {
  const { adapter, network } = connectedEvm(client, parameters.network)
  return adapter.writeContract<TAbi, TFunctionName>({ ...parameters, network })
}
