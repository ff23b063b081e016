import { encodeAddress } from '@polkadot/util-crypto'
import type { Network } from '@walletport/core'
import { ss58FormatOf } from './ss58FormatOf.js'
import { decodePolkadotAddress } from './validatePolkadotAddress.js'

/** Any SS58 form of an account, re-encoded for `network`'s prefix; a malformed one is refused naming the rule. */
export function toNetworkAddress(address: string, network: Network): string {
  return encodeAddress(decodePolkadotAddress(address), ss58FormatOf(network))
}
