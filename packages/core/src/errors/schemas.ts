import { WalletPortError } from './base.js'

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
