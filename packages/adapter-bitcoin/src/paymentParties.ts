import { MethodNotSupportedError, type Network } from '@walletport/core'
import type { BitcoinAdapterState } from './bitcoinAdapterState.js'
import { validateAddressOn } from './validateAddressOn.js'

/**
 * Who pays whom in a BTC payment (send or estimate): the connected account `from` (the first by default) and both
 * address types, each checked for `network`. A token is refused: bip122 moves BTC only.
 */
export function paymentParties(
  state: BitcoinAdapterState,
  {
    network,
    from,
    to,
    token,
  }: { network: Network; from?: string | undefined; to: string; token?: string | undefined },
) {
  if (token !== undefined) {
    throw new MethodNotSupportedError({ method: 'token transfers', namespace: 'bip122' })
  }
  const toType = validateAddressOn(to, network)
  const sender = state.connection.account(from)
  return { sender, fromType: validateAddressOn(sender.address, network), toType }
}
