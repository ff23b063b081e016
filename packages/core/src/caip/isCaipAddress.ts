import { accountAddressViolation, namespaceViolation, referenceViolation, splitCaip } from './grammar.js'
import type { CaipAddress } from './types.js'

export function isCaipAddress(value: unknown): value is CaipAddress {
  const { parts } = splitCaip(value, 3)
  if (!parts) return false
  const [namespace = '', reference = '', address = ''] = parts
  return (
    namespaceViolation(namespace) === undefined &&
    referenceViolation(reference) === undefined &&
    accountAddressViolation(address) === undefined
  )
}
