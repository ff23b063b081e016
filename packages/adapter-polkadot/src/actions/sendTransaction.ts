import type { SubmittableExtrinsic } from '@polkadot/api/types'
import {
  InvalidAmountError,
  MethodNotSupportedError,
  type SendTransactionParameters,
  type TransactionResult,
  UnauthorizedProviderError,
} from '@walletport/core'
import { findAdapterNetwork } from '@walletport/core/adapter'
import { isSameAccount, toNetworkAddress } from '../address/toNetworkAddress.js'
import { chainCurrency } from '../api/chainCurrency.js'
import type { PolkadotContext } from '../context.js'
import { buildTransfer } from '../transactions/buildTransfer.js'
import { checkTransfer } from '../transactions/checkTransfer.js'
import { submitExtrinsic } from '../transactions/submitExtrinsic.js'

/**
 * A transfer (`balances.transferKeepAlive`, else the runtime's `transfer`) or the app's own extrinsic (`request`),
 * signed by the extension's signer and submitted; resolves with the extrinsic hash once the node accepted it. The
 * fee is estimated first (`paymentInfo`) and existential-deposit problems are refused before signing.
 */
export async function sendTransaction(
  context: PolkadotContext,
  { network, from, to, value, request, token }: SendTransactionParameters,
): Promise<TransactionResult> {
  if (token !== undefined)
    throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'polkadot' })
  const target = findAdapterNetwork(context.networks, network)
  const connection = context.slot.require()
  const sender = toNetworkAddress(context.slot.sender(from), target)
  if (!connection.accounts.some((account) => isSameAccount(account.address, sender))) {
    throw new UnauthorizedProviderError({ details: `${sender} is not among the connected accounts` })
  }
  const custom = request as SubmittableExtrinsic<'promise'> | undefined
  const recipient = custom ? undefined : toNetworkAddress(to, target)
  if (!custom && value <= 0n)
    throw new InvalidAmountError({ amount: value.toString(), expected: 'a positive amount of planck' })
  const api = await context.apiFor(target)
  let extrinsic = custom
  if (!extrinsic) {
    const built = buildTransfer(api, { recipient: recipient!, value, network: target })
    const { keepAlive } = built
    extrinsic = built.extrinsic
    const fee = (await extrinsic.paymentInfo(sender)).partialFee.toBigInt()
    await checkTransfer(api, {
      sender,
      recipient: recipient!,
      value,
      fee,
      keepAlive,
      ...chainCurrency(api, target),
    })
  }
  const tracked = await submitExtrinsic(extrinsic, {
    sender,
    signer: connection.extension.signer,
    caipNetworkId: target.caipNetworkId,
  })
  context.track(tracked)
  return { hash: tracked.hash }
}
