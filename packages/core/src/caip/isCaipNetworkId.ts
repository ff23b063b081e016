import { namespaceViolation, referenceViolation, splitCaip } from './grammar.js'
import type { CaipNetworkId } from './types.js'

export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  const { parts } = splitCaip(value, 2)
  if (!parts) return false
  const [namespace = '', reference = ''] = parts
  return namespaceViolation(namespace) === undefined && referenceViolation(reference) === undefined
}
