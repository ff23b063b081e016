import { MethodNotSupportedError } from '@walletport/core'
import type { EvmAdapterState } from '../evmAdapterState.js'
import { toHexQuantity } from '../hex.js'
import { requestWalletCapability } from '../requestWalletCapability.js'
import type { EvmCapabilities } from '../types.js'

/**
 * EIP-5792 `wallet_getCapabilities` of `address`, else the connected account, per chain. A wallet without it gets
 * `sendCalls`' call-by-call fallback, so the answer is then what that gives: `atomic: unsupported` (and no
 * paymaster) on each of the adapter's networks.
 */
export async function getCapabilities(
  state: EvmAdapterState,
  { address }: { address?: string } = {},
): Promise<EvmCapabilities> {
  try {
    return await requestWalletCapability<EvmCapabilities>(
      state.connection.require().provider,
      'wallet_getCapabilities',
      [state.connection.sender(address)],
    )
  } catch (error) {
    if (!(error instanceof MethodNotSupportedError)) throw error
    return Object.fromEntries(
      state.options.networks
        .filter((network) => network.chainNamespace === 'eip155')
        .map((network) => [
          toHexQuantity(Number(network.id)),
          { atomic: { status: 'unsupported' as const } },
        ]),
    )
  }
}
