import type { Network, WalletPortClient } from '@walletport/core'
import { CaipNetworkUndefinedError } from '@walletport/core'
import type { EvmAdapter } from '../types.js'

/** What the eip155 client actions need of a client. */
export type EvmClient = Pick<WalletPortClient, 'getAdapter' | 'getState'>

/** The client's eip155 adapter and the network to act on: `network`, else the one eip155 is connected on. */
export function connectedEvm(
  client: EvmClient,
  network?: Network,
): { adapter: EvmAdapter; network: Network } {
  const adapter = client.getAdapter('eip155')
  const target = network ?? client.getState().chains.eip155?.networkState.caipNetwork
  if (!target) throw new CaipNetworkUndefinedError()
  return { adapter, network: target }
}
