import * as z from 'zod/mini'
import { type AccountNameRule, InvalidAccountNameError } from '../errors/accountName.js'

export const ACCOUNT_NAME_MIN_LENGTH = 4

/** ASCII only: registered names are shown as-is, and non-ASCII letters invite look-alike (homograph) names. */
const accountNamePattern = /^[A-Za-z0-9-]*$/

export const accountNameSchema = z
  .string()
  .check(z.minLength(ACCOUNT_NAME_MIN_LENGTH), z.regex(accountNamePattern))

function brokenRules(name: string): AccountNameRule[] {
  if (typeof name !== 'string') return ['bad-character']
  const rules: AccountNameRule[] = []
  if (name.length < ACCOUNT_NAME_MIN_LENGTH) rules.push('too-short')
  if (!accountNamePattern.test(name)) rules.push('bad-character')
  return rules
}

export function isValidAccountName(name: string): boolean {
  return brokenRules(name).length === 0
}

/** Returns `name` when it is letters, digits and hyphens and at least 4 characters long; throws otherwise. */
export function validateAccountName(name: string): string {
  const rules = brokenRules(name)
  if (rules.length > 0) throw new InvalidAccountNameError(name, rules)
  return name
}
