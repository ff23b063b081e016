// Its own module: only name registration (a lazily loaded action) throws it, so the first chunk does not carry it.
import { WalletPortError } from './base.js'
import { describeValue } from './describeValue.js'

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
