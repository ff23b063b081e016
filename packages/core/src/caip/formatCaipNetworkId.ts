import { namespaceViolation, referenceViolation, throwIfViolated } from './grammar.js'
import type { CaipNetworkId, ChainNamespace } from './types.js'

/**
 * Joins a namespace and reference into a CAIP-2 id. A number reference (an eip155 chain id) is written in
 * decimal. Throws `CaipParseError` when either part breaks the grammar.
 */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id = `${namespace}:${reference}` as const
  throwIfViolated(
    id,
    typeof namespace === 'string' ? namespaceViolation(namespace) : 'namespace must be a string',
  )
  if (typeof reference === 'number' && !Number.isSafeInteger(reference)) {
    throwIfViolated(id, `reference ${reference} must be a safe integer when given as a number`)
  }
  throwIfViolated(id, referenceViolation(String(reference)))
  return id
}
