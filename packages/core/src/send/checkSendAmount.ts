import { formatUnits } from '../adapter/formatUnits.js'
import { AmountBelowMinimumError, AmountExceedsBalanceError } from '../errors/send.js'
import type { SendAmountContext } from './types.js'

/**
 * Refuses an amount the chain or the wallet would refuse later, before the wallet is asked: more than the asset's
 * balance, not enough native coin left for the fee (and the reserve the chain makes the sender keep), and less than
 * the chain's minimum for the recipient (Bitcoin dust, Polkadot existential deposit, Solana rent).
 */
export function checkSendAmount(
  value: bigint,
  { asset, network, nativeBalance, quote }: SendAmountContext,
): void {
  const native = network.nativeCurrency
  const show = (amount: bigint, decimals: number, symbol: string) =>
    `${formatUnits(amount, decimals)} ${symbol}`
  const ofAsset = (amount: bigint) => show(amount, asset.decimals, asset.symbol)
  const ofNative = (amount: bigint) => show(amount, native.decimals, native.symbol)
  if (value > asset.balance) {
    throw new AmountExceedsBalanceError({
      reason: `The amount is more than your balance of ${ofAsset(asset.balance)}`,
      details: `Sending ${ofAsset(value)}; the balance is ${ofAsset(asset.balance)}.`,
    })
  }
  if (!quote) return
  if (asset.token === undefined) {
    const most = nativeBalance - quote.fee - quote.reserve
    const canSend = `at most ${ofNative(most > 0n ? most : 0n)} can be sent.`
    if (value + quote.fee > nativeBalance) {
      throw new AmountExceedsBalanceError({
        reason: `Not enough ${native.symbol} left for the network fee of ${ofNative(quote.fee)}`,
        details: `Sending ${ofNative(value)} costs ${ofNative(value + quote.fee)} with the fee; ${canSend}`,
      })
    }
    if (value + quote.fee + quote.reserve > nativeBalance) {
      throw new AmountExceedsBalanceError({
        reason: `The account must keep ${ofNative(quote.reserve)} after the fee`,
        details: `The network removes an account left below ${ofNative(quote.reserve)}; ${canSend}`,
      })
    }
  } else if (quote.fee + quote.reserve > nativeBalance) {
    throw new AmountExceedsBalanceError({
      reason: `Not enough ${native.symbol} for the network fee of ${ofNative(quote.fee)}`,
      details: `The fee is paid in ${native.symbol}; the balance is ${ofNative(nativeBalance)}.`,
    })
  }
  if (value < quote.minimum) {
    throw new AmountBelowMinimumError({
      minimum: formatUnits(quote.minimum, asset.decimals),
      symbol: asset.symbol,
    })
  }
}
