import type { ApiPromise } from '@polkadot/api'
import type { SubmittableExtrinsic } from '@polkadot/api/types'
import { MethodNotSupportedError, type Network } from '@walletport/core'

/**
 * `balances.transferKeepAlive(recipient, value)` where the runtime has it (the sender must then keep the existential
 * deposit), else `transferAllowDeath` / the old `transfer`.
 */
export function buildTransfer(
  api: ApiPromise,
  { recipient, value, network }: { recipient: string; value: bigint; network: Network },
): { extrinsic: SubmittableExtrinsic<'promise'>; keepAlive: boolean } {
  const balances = api.tx.balances
  const keepAlive = typeof balances?.transferKeepAlive === 'function'
  const transfer = keepAlive
    ? balances.transferKeepAlive
    : (balances?.transferAllowDeath ?? balances?.transfer)
  if (!transfer) {
    throw new MethodNotSupportedError({
      method: 'sendTransaction',
      namespace: 'polkadot',
      details: `${network.caipNetworkId} has no balances transfer call`,
    })
  }
  return { extrinsic: transfer(recipient, value), keepAlive }
}
