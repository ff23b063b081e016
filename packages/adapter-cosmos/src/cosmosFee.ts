import type { StdFee } from '@cosmjs/amino'
import type { Network } from '@walletport/core'
import type { CosmosAdapterState } from './cosmosAdapterState.js'
import { gasPriceOf } from './gasPriceOf.js'
import type { Cosmjs } from './loadCosmjs.js'
import { toTransactionRefusal } from './toTransactionRefusal.js'

const DEFAULT_GAS_ADJUSTMENT = 1.3
const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'

/** A bank `MsgSend` of `value` of the chain's denom. */
export function bankSend(
  cosmjs: Cosmjs,
  { from, to, value, denom }: { from: string; to: string; value: bigint; denom: string },
) {
  return {
    typeUrl: MSG_SEND,
    value: cosmjs.MsgSend.fromPartial({
      fromAddress: from,
      toAddress: to,
      amount: [{ denom, amount: value.toString() }],
    }),
  }
}

/**
 * The fee of `messages` from the node's simulation × `gasAdjustment` (1.3) × the gas price; a refusal of the
 * simulation (insufficient funds…) is a `TransactionRefusedError`.
 */
export async function simulatedFee(
  state: CosmosAdapterState,
  cosmjs: Cosmjs,
  client: { simulate(sender: string, messages: never[], memo: string): Promise<number> },
  {
    sender,
    messages,
    memo,
    network,
  }: { sender: string; messages: unknown[]; memo: string; network: Network },
): Promise<StdFee> {
  const gas = await client.simulate(sender, messages as never[], memo).catch((error: unknown) => {
    throw toTransactionRefusal(cosmjs, error)
  })
  return cosmjs.calculateFee(
    Math.ceil(gas * (state.options.gasAdjustment ?? DEFAULT_GAS_ADJUSTMENT)),
    cosmjs.GasPrice.fromString(gasPriceOf(state.options.gasPrices, network)),
  )
}
