import { MethodNotSupportedError, type TransferParameters, type TransferQuote } from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { readAccountBalance } from '../accounts/readAccountBalance.js'
import { toNetworkAddress } from '../address/toNetworkAddress.js'
import type { PolkadotContext } from '../context.js'
import { buildTransfer } from '../transactions/buildTransfer.js'
import { existentialDeposit } from '../transactions/existentialDeposit.js'

/**
 * The fee of the transfer `sendTransaction` would submit (`paymentInfo`), the existential deposit as the minimum
 * when the recipient has no account yet, and as the reserve the sender keeps with `transferKeepAlive`.
 */
export async function estimateTransfer(
  context: PolkadotContext,
  { network, from, to, value, token }: TransferParameters,
): Promise<TransferQuote> {
  if (token !== undefined)
    throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'polkadot' })
  const target = findAdapterNetwork(context.networks, network)
  const sender = toNetworkAddress(context.slot.sender(from), target)
  const recipient = toNetworkAddress(to, target)
  const api = await context.apiFor(target)
  const { extrinsic, keepAlive } = buildTransfer(api, { recipient, value, network: target })
  const [info, account] = await Promise.all([
    extrinsic.paymentInfo(sender),
    readAccountBalance(api, recipient),
  ])
  const deposit = existentialDeposit(api)
  return {
    fee: info.partialFee.toBigInt(),
    minimum: account.exists ? 1n : deposit > 0n ? deposit : 1n,
    reserve: keepAlive ? deposit : 0n,
  }
}
