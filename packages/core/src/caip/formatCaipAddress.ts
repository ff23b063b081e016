import { accountAddressViolation, throwIfViolated } from './grammar.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipAddress, CaipNetworkId } from './types.js'

/**
 * Joins a CAIP-2 network id and an account address into a CAIP-10 address. Takes positional arguments only
 * (build the network id with `formatCaipNetworkId` first). Throws `CaipParseError` when either part is invalid.
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  parseCaipNetworkId(caipNetworkId)
  const caipAddress = `${caipNetworkId}:${address}` as const
  throwIfViolated(
    caipAddress,
    typeof address === 'string' ? accountAddressViolation(address) : 'account address must be a string',
  )
  return caipAddress
}
