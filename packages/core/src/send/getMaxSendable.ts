import type { TransferQuote } from '../adapter/types.js'
import type { SendAsset } from './types.js'

/**
 * The most the account can send of `asset`: a token's whole balance; for the native coin the balance less the fee
 * and the reserve the chain keeps (0n when that leaves nothing).
 */
export function getMaxSendable(asset: SendAsset, quote: TransferQuote): bigint {
  if (asset.token !== undefined) return asset.balance
  const most = asset.balance - quote.fee - quote.reserve
  return most > 0n ? most : 0n
}
