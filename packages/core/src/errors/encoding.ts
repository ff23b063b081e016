import { WalletPortError } from './base.js'

/** Text that is not valid in the encoding it was decoded as; the message names the encoding and the fault. */
export class InvalidEncodingError extends WalletPortError {
  override name = 'InvalidEncodingError'
  readonly encoding: 'base58' | 'base64' | 'hex'

  constructor({
    encoding,
    rule,
    cause,
  }: { encoding: 'base58' | 'base64' | 'hex'; rule: string; cause?: unknown }) {
    super(`Invalid ${encoding}: ${rule}`, cause === undefined ? {} : { cause })
    this.encoding = encoding
  }
}
