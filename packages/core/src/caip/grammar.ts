import { CaipParseError } from '../errors/caip.js'
import { describeValue, typeTagOf } from '../errors/describeValue.js'

const namespacePattern = /^[-a-z0-9]{3,8}$/
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/
const accountAddressPattern = /^[-.%a-zA-Z0-9]{1,128}$/

export type CaipRuleViolation = string | undefined

export function namespaceViolation(namespace: string): CaipRuleViolation {
  return namespacePattern.test(namespace)
    ? undefined
    : `namespace ${describeValue(namespace)} must match [-a-z0-9]{3,8}`
}

export function referenceViolation(reference: string): CaipRuleViolation {
  return referencePattern.test(reference)
    ? undefined
    : `reference ${describeValue(reference)} must match [-_a-zA-Z0-9]{1,32}`
}

export function accountAddressViolation(address: string): CaipRuleViolation {
  return accountAddressPattern.test(address)
    ? undefined
    : `account address ${describeValue(address)} must match [-.%a-zA-Z0-9]{1,128}`
}

/** Splits a CAIP-2 (2 parts) or CAIP-10 (3 parts) string; returns the parts or the rule it breaks. */
export function splitCaip(
  value: unknown,
  count: 2 | 3,
): { parts: string[]; violation?: undefined } | { parts?: undefined; violation: string } {
  if (typeof value !== 'string') return { violation: `expected a string, got ${describeType(value)}` }
  const parts = value.split(':')
  if (parts.length !== count || parts.some((part) => part === '')) {
    return {
      violation:
        count === 2
          ? 'a CAIP-2 network id must have exactly 2 non-empty parts (namespace:reference)'
          : 'a CAIP-10 address must have exactly 3 non-empty parts (namespace:reference:address)',
    }
  }
  return { parts }
}

export function throwIfViolated(input: unknown, violation: CaipRuleViolation): void {
  if (violation !== undefined) throw new CaipParseError(textOf(input), violation)
}

/** The input as text for `CaipParseError.input`, whatever it is (its `toString` may throw). */
function textOf(input: unknown): string {
  try {
    return String(input)
  } catch {
    return typeTagOf(input)
  }
}

function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value
}
