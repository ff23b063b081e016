import type { Network } from '@walletport/core'
import type { EvmCallParameters } from '../evmTypedParameters.js'
import type { EvmCallsStatus } from '../types.js'
import { connectedEvm, type EvmClient } from './connectedEvm.js'

export interface SendCallsParameters {
  calls: readonly EvmCallParameters[]
  /** Default: the network eip155 is connected on. */
  network?: Network
  from?: string
  /** Ask the wallet to run the batch atomically or not at all. */
  atomicRequired?: boolean
  capabilities?: Record<string, unknown>
}

/** EIP-5792 `wallet_sendCalls` through the client's eip155 adapter; the batch id to follow with `getCallsStatus`. */
export function sendCalls(client: EvmClient, parameters: SendCallsParameters): Promise<{ id: string }> {
  const { adapter, network } = connectedEvm(client, parameters.network)
  return adapter.sendCalls({ ...parameters, network })
}

/** EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` returned. */
export function getCallsStatus(client: EvmClient, { id }: { id: string }): Promise<EvmCallsStatus> {
  return client.getAdapter('eip155').getCallsStatus({ id })
}
