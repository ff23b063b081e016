import type { Network } from '@walletport/core'
import type { EvmCallParameters } from '../evmTypedParameters.js'
import type { EvmCallsStatus, EvmCapabilities, EvmSendCallsCapabilities } from '../types.js'
import { connectedEvm, type EvmClient } from './connectedEvm.js'

export interface SendCallsParameters {
  calls: readonly EvmCallParameters[]
  /** Default: the network eip155 is connected on. */
  network?: Network
  from?: string
  /** Ask the wallet to run the batch atomically or not at all. */
  atomicRequired?: boolean
  /** e.g. `{ paymasterService: { url } }` (ERC-7677), passed to the wallet as given. */
  capabilities?: EvmSendCallsCapabilities
}

/**
 * EIP-5792 `wallet_sendCalls` through the client's eip155 adapter; the batch id to follow with `getCallsStatus`.
 * A wallet without EIP-5792 gets the calls one by one (not atomic, one approval each; `CallsFailedError` names the
 * call that failed).
 */
export function sendCalls(client: EvmClient, parameters: SendCallsParameters): Promise<{ id: string }> {
  const { adapter, network } = connectedEvm(client, parameters.network)
  return adapter.sendCalls({ ...parameters, network })
}

/** EIP-5792 `wallet_getCallsStatus` of a batch `sendCalls` returned. */
export function getCallsStatus(client: EvmClient, { id }: { id: string }): Promise<EvmCallsStatus> {
  return client.getAdapter('eip155').getCallsStatus({ id })
}

/** EIP-5792 `wallet_getCapabilities` of `address`, else the connected account: capabilities by hex chain id. */
export function getCapabilities(
  client: EvmClient,
  parameters: { address?: string } = {},
): Promise<EvmCapabilities> {
  return client.getAdapter('eip155').getCapabilities(parameters)
}
