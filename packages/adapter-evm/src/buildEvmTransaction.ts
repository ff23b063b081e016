import { TipAboveFeeCapError } from '@walletport/core'
import { toHexQuantity } from './hex.js'

export type NodeRequest = <T>(method: string, params?: readonly unknown[]) => Promise<T>

/** Fields an app may preset through `SendTransactionParameters.request` (ethers TransactionRequest names). */
export interface EvmTransactionOverrides {
  gas?: bigint | number | string
  gasLimit?: bigint | number | string
  gasPrice?: bigint | number | string
  maxFeePerGas?: bigint | number | string
  maxPriorityFeePerGas?: bigint | number | string
  nonce?: bigint | number | string
}

export interface EvmTransactionRequest {
  from: string
  to: string
  value: string
  data: string
  gas: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  gasPrice?: string
  nonce?: string
}

const toBigInt = (value: bigint | number | string | undefined) =>
  value === undefined ? undefined : BigInt(value)

/**
 * The `eth_sendTransaction` object: EIP-1559 fees when the latest block has a base fee (max fee = 2 × base fee +
 * tip unless preset; a preset tip above the fee cap is refused), a legacy gas price otherwise, and a gas estimate
 * from the node unless preset.
 */
export async function buildEvmTransaction(
  request: NodeRequest,
  call: { from: string; to: string; value: bigint; data: string },
  overrides: EvmTransactionOverrides = {},
): Promise<EvmTransactionRequest> {
  const presetTip = toBigInt(overrides.maxPriorityFeePerGas)
  const presetCap = toBigInt(overrides.maxFeePerGas)
  if (presetTip !== undefined && presetCap !== undefined && presetCap < presetTip)
    throw new TipAboveFeeCapError()

  const base = { from: call.from, to: call.to, value: toHexQuantity(call.value), data: call.data }
  const presetGas = toBigInt(overrides.gas ?? overrides.gasLimit)
  const [gas, latest] = await Promise.all([
    presetGas ?? request<string>('eth_estimateGas', [base]).then(BigInt),
    request<{ baseFeePerGas?: string } | null>('eth_getBlockByNumber', ['latest', false]),
  ])
  const nonce = toBigInt(overrides.nonce)
  const tx: EvmTransactionRequest = {
    ...base,
    gas: toHexQuantity(gas),
    ...(nonce !== undefined && { nonce: toHexQuantity(nonce) }),
  }

  const gasPrice = toBigInt(overrides.gasPrice)
  if (gasPrice !== undefined || !latest?.baseFeePerGas) {
    return { ...tx, gasPrice: toHexQuantity(gasPrice ?? BigInt(await request<string>('eth_gasPrice'))) }
  }
  const tip = presetTip ?? BigInt(await request<string>('eth_maxPriorityFeePerGas'))
  const cap = presetCap ?? BigInt(latest.baseFeePerGas) * 2n + tip
  if (cap < tip) throw new TipAboveFeeCapError()
  return { ...tx, maxFeePerGas: toHexQuantity(cap), maxPriorityFeePerGas: toHexQuantity(tip) }
}
