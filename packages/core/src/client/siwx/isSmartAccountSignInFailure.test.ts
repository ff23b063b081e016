import {
  SignatureDeclinedError,
  SiwxSessionRejectedError,
  SMART_ACCOUNT_SIGNATURE_REASON,
  SmartAccountSignatureError,
} from '../../errors/siwx.js'
import { isSmartAccountSignInFailure } from './isSmartAccountSignInFailure.js'

describe('isSmartAccountSignInFailure', () => {
  it("finds the verifier's SmartAccountSignatureError in the cause chain, or a backend's refusal for it", () => {
    const verifier = new SmartAccountSignatureError()
    expect(isSmartAccountSignInFailure(verifier)).toBe(true)
    expect(isSmartAccountSignInFailure(new SiwxSessionRejectedError({ reason: 'x', cause: verifier }))).toBe(
      true,
    )
    expect(
      isSmartAccountSignInFailure(new SiwxSessionRejectedError({ reason: SMART_ACCOUNT_SIGNATURE_REASON })),
    ).toBe(true)
  })

  it('anything else is not one, a circular cause chain included', () => {
    expect(isSmartAccountSignInFailure(new SiwxSessionRejectedError({ reason: 'signature not valid' }))).toBe(
      false,
    )
    expect(isSmartAccountSignInFailure(new SignatureDeclinedError())).toBe(false)
    expect(isSmartAccountSignInFailure('text')).toBe(false)
    const circular = new Error('a') as Error & { cause?: unknown }
    circular.cause = circular
    expect(isSmartAccountSignInFailure(circular)).toBe(false)
  })
})
