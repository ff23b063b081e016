import { namespaceViolation, referenceViolation, splitCaip, throwIfViolated } from './grammar.js'
import type { ChainNamespace } from './types.js'

export interface ParsedCaipNetworkId {
  namespace: ChainNamespace
  reference: string
}

/** Splits a CAIP-2 id (`eip155:1`) into its parts; throws `CaipParseError` naming the rule it breaks. */
export function parseCaipNetworkId(id: unknown): ParsedCaipNetworkId {
  const { parts, violation } = splitCaip(id, 2)
  throwIfViolated(id, violation)
  const [namespace = '', reference = ''] = parts ?? []
  throwIfViolated(id, namespaceViolation(namespace) ?? referenceViolation(reference))
  return { namespace, reference }
}
