import {
  accountAddressViolation,
  namespaceViolation,
  referenceViolation,
  splitCaip,
  throwIfViolated,
} from './grammar.js'
import type { CaipNetworkId, ChainNamespace } from './types.js'

export interface ParsedCaipAddress {
  namespace: ChainNamespace
  reference: string
  address: string
  caipNetworkId: CaipNetworkId
}

/** Splits a CAIP-10 address (`eip155:1:0xab…`); throws `CaipParseError` naming the rule it breaks. */
export function parseCaipAddress(caipAddress: unknown): ParsedCaipAddress {
  const { parts, violation } = splitCaip(caipAddress, 3)
  throwIfViolated(caipAddress, violation)
  const [namespace = '', reference = '', address = ''] = parts ?? []
  throwIfViolated(
    caipAddress,
    namespaceViolation(namespace) ?? referenceViolation(reference) ?? accountAddressViolation(address),
  )
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}
