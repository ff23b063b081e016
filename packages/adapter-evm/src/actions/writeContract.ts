import type { Network, TransactionResult } from '@walletport/core'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { loadEthers } from '../loadEthers.js'
import { validateEvmAddress } from '../validateEvmAddress.js'
import { sendTransaction } from './sendTransaction.js'

/** Encodes the call from the ABI (ethers' Interface) and sends it like any transaction. */
export async function writeContract(
  state: EvmAdapterState,
  {
    network,
    address,
    abi,
    functionName,
    args = [],
    value = 0n,
  }: {
    network: Network
    address: string
    abi: readonly unknown[]
    functionName: string
    args?: readonly unknown[]
    value?: bigint
  },
): Promise<TransactionResult> {
  validateEvmAddress(address)
  const { Interface } = await loadEthers()
  const data = new Interface(abi as never).encodeFunctionData(functionName, args)
  return sendTransaction(state, { network, to: address, value, data })
}
