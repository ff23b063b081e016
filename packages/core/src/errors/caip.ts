import { WalletPortError } from './base.js'
import { describeValue } from './describeValue.js'

/** A CAIP-2 network id or CAIP-10 address that breaks the grammar; the message names input and rule. */
export class CaipParseError extends WalletPortError {
  override name = 'CaipParseError'
  readonly input: string

  constructor(input: string, rule: string) {
    super(`Invalid CAIP id ${describeValue(input)}: ${rule}`)
    this.input = input
  }
}
