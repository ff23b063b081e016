import { describeTransactionError } from '../client/data/describeTransactionError.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { SignatureDeclinedError } from '../errors/siwx.js'

/** What a flow says when the wallet did not send: 'Signature declined' for a refusal, else the plain transaction text. */
export const describeSendFailure = (error: unknown): string =>
  isUserRejection(error) ? new SignatureDeclinedError().message : describeTransactionError(error)
