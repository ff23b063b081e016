// Types only: the hooks reach the adapter through `client.getAdapter('eip155')`, so an app without
// @walletport/adapter-evm installed bundles nothing of it.
import type { EvmAdapter } from '@walletport/adapter-evm'
import { CaipNetworkUndefinedError, type Network, type WalletPortClient } from '@walletport/core'

/** The eip155 adapter and the network to act on: `network`, else the one eip155 is connected on. */
export function evmTarget(
  client: WalletPortClient,
  network?: Network,
): { adapter: EvmAdapter; network: Network } {
  const adapter = client.getAdapter('eip155')
  const target = network ?? client.getState().chains.eip155?.networkState.caipNetwork
  if (!target) throw new CaipNetworkUndefinedError()
  return { adapter, network: target }
}
