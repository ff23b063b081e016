import type { Network } from '@walletport/core'
import { ss58Encode } from './ss58.js'
import { ss58FormatOf } from './ss58FormatOf.js'
import { decodePolkadotAddress } from './validatePolkadotAddress.js'

/** Any SS58 form of an account, re-encoded for `network`'s prefix; a malformed one is refused naming the rule. */
export function toNetworkAddress(address: string, network: Network): string {
  return ss58Encode(decodePolkadotAddress(address), ss58FormatOf(network))
}

/** Whether two SS58 addresses (any prefixes) are the same account. */
export function isSameAccount(a: string, b: string): boolean {
  const left = decodePolkadotAddress(a)
  const right = decodePolkadotAddress(b)
  return left.every((byte, index) => byte === right[index])
}
