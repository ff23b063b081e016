import { WalletPortError } from './base.js'
import { describeValue } from './describeValue.js'

/** One broken rule: `path` is dot-joined (`calls.0.to`), `message` is 'Required' or 'Invalid input'. */
export interface SchemaIssue {
  path: string
  message: 'Required' | 'Invalid input'
}

/** A value that fails a WalletPort schema; the message lists every `path: problem` pair. */
export class SchemaValidationError extends WalletPortError {
  override name = 'SchemaValidationError'
  readonly issues: readonly SchemaIssue[]

  constructor(issues: readonly SchemaIssue[], parameters: { details?: string; cause?: unknown } = {}) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '), parameters)
    this.issues = issues
  }
}

export type AccountNameRule = 'too-short' | 'bad-character'

const ruleTexts: Record<AccountNameRule, string> = {
  'too-short': 'must be at least 4 characters',
  'bad-character': 'may contain only letters a-z, digits and hyphens',
}

/** An account name that breaks one or more rules; the message names each broken rule. */
export class InvalidAccountNameError extends WalletPortError {
  override name = 'InvalidAccountNameError'
  readonly accountName: string
  readonly rules: readonly AccountNameRule[]

  constructor(accountName: string, rules: readonly AccountNameRule[]) {
    super(
      `Invalid account name ${describeValue(accountName)}: ${rules.map((rule) => ruleTexts[rule]).join(' and ')}`,
    )
    this.accountName = accountName
    this.rules = rules
  }
}
