import type { ApiPromise } from '@polkadot/api'
import { formatUnits } from '@walletport/core/adapter'
import { readAccountBalance } from '../accounts/readAccountBalance.js'
import { existentialDeposit } from './existentialDeposit.js'
import { ExistentialDepositError, InsufficientFundsError } from './transactionErrors.js'

/**
 * What the chain would refuse of a transfer, said before anything is signed: a sender that cannot pay amount and
 * fee, a new recipient account below the existential deposit, and (keep-alive) a sender left below it.
 */
export async function checkTransfer(
  api: ApiPromise,
  parameters: {
    sender: string
    recipient: string
    value: bigint
    fee: bigint
    keepAlive: boolean
    symbol: string
    decimals: number
  },
): Promise<void> {
  const { sender, recipient, value, fee, keepAlive, symbol, decimals } = parameters
  const units = (planck: bigint) => `${formatUnits(planck, decimals)} ${symbol}`
  const deposit = existentialDeposit(api)
  const [from, to] = await Promise.all([readAccountBalance(api, sender), readAccountBalance(api, recipient)])
  if (from.transferable < value + fee) {
    throw new InsufficientFundsError({
      details: `Sending ${units(value)} costs ${units(value + fee)} with the fee; ${units(from.transferable)} is transferable.`,
    })
  }
  if (!to.exists && value < deposit) {
    throw new ExistentialDepositError({
      reason: `The amount is below the existential deposit of ${units(deposit)}`,
      details: `${recipient} has no account on this chain yet, and an account is only created with at least ${units(deposit)}: send at least that much.`,
    })
  }
  if (keepAlive && from.free - value - fee < deposit) {
    const most = from.free - fee - deposit
    throw new ExistentialDepositError({
      reason: `The transfer would leave the sender below the existential deposit of ${units(deposit)}`,
      details: `An account that falls below ${units(deposit)} is removed with what is left; keep it alive by sending at most ${units(most > 0n ? most : 0n)}.`,
    })
  }
}
