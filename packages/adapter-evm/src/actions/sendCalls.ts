import { batchedCallsSchema, type Network, parseWithSchema } from '@walletport/core'
import { ensureEvmChain } from '../ensureEvmChain.js'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { toHexQuantity } from '../hex.js'
import { requestWalletCapability } from '../requestWalletCapability.js'
import type { EvmCall } from '../types.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/**
 * EIP-5792 `wallet_sendCalls` (version 2.0.0) on `network`; calls are checked first (to and data begin with 0x,
 * `to` is an address). Returns the batch id (a v1 wallet's bare string id too).
 */
export async function sendCalls(
  state: EvmAdapterState,
  {
    network,
    calls,
    from,
    atomicRequired = false,
    capabilities,
  }: {
    network: Network
    calls: readonly EvmCall[]
    from?: string
    atomicRequired?: boolean
    capabilities?: Record<string, unknown>
  },
): Promise<{ id: string }> {
  const checked = parseWithSchema(
    batchedCallsSchema,
    calls.map(({ to, data = '0x', value }) => ({ to, data, ...(value !== undefined && { value }) })),
    'calls',
  )
  for (const call of checked) validateEvmAddress(call.to)
  const { provider } = state.connection.require()
  await ensureEvmChain(provider, network)
  const result = await requestWalletCapability<string | { id: string }>(provider, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: toHexQuantity(Number(network.id)),
      from: state.connection.sender(from),
      atomicRequired,
      calls: checked.map(({ to, data, value }) => ({
        to,
        data,
        ...(value !== undefined && { value: toHexQuantity(BigInt(value)) }),
      })),
      ...(capabilities && { capabilities }),
    },
  ])
  return { id: typeof result === 'string' ? result : result.id }
}
