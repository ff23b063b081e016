import { batchedCallsSchema, MethodNotSupportedError, type Network, parseWithSchema } from '@walletport/core'
import { ensureEvmChain } from '../ensureEvmChain.js'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { toHexQuantity } from '../hex.js'
import { requestWalletCapability } from '../requestWalletCapability.js'
import type { EvmCall, EvmSendCallsCapabilities } from '../types.js'
import { validateEvmAddress } from '../validateEvmAddress.js'

/**
 * EIP-5792 `wallet_sendCalls` (version 2.0.0) on `network`; calls are checked first (to and data begin with 0x,
 * `to` is an address). Capabilities (ERC-7677 `paymasterService`…) go to the wallet as given. Returns the batch
 * id (a v1 wallet's bare string id too). A wallet without the method (4200, -32601) gets the calls one by one
 * (`sendCallsSequentially`, loaded then).
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
    capabilities?: EvmSendCallsCapabilities
  },
): Promise<{ id: string }> {
  const checked = parseWithSchema(
    batchedCallsSchema,
    calls.map(({ to, data = '0x', value }) => ({ to, data, ...(value !== undefined && { value }) })),
    'calls',
  )
  for (const call of checked) validateEvmAddress(call.to)
  const { provider } = state.connection.require()
  const sender = state.connection.sender(from)
  await ensureEvmChain(provider, network)
  try {
    const result = await requestWalletCapability<string | { id: string }>(provider, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHexQuantity(Number(network.id)),
        from: sender,
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
  } catch (error) {
    if (!(error instanceof MethodNotSupportedError)) throw error
  }
  const { sendCallsSequentially } = await import('../sendCallsSequentially.js')
  return sendCallsSequentially(state, {
    provider,
    network,
    from: sender,
    calls: checked.map(({ to, data, value }) => ({
      to,
      data,
      value: value === undefined ? undefined : BigInt(value),
    })),
    atomicRequired,
    ...(capabilities && { capabilities }),
  })
}
