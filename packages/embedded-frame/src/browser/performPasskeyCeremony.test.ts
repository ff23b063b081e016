import { PasskeyWithoutPrfError } from '../wallet/passkeyFactor.js'
import { describePasskeyFailure, PasskeyCancelledError } from './performPasskeyCeremony.js'

describe('describePasskeyFailure: what the browser reports, in the user’s words', () => {
  it('a NotAllowedError when using a passkey also covers a browser that found none of the wallet’s passkeys', () => {
    const failure = describePasskeyFailure(new DOMException('denied', 'NotAllowedError'), 'get')
    expect(failure).toBeInstanceOf(PasskeyCancelledError)
    expect(failure.message).toBe(
      'The passkey prompt was cancelled, timed out or found no passkey of this wallet: try again, or use your passphrase',
    )
  })

  it('a NotAllowedError or an AbortError when creating one is a cancelled or timed-out prompt', () => {
    for (const name of ['NotAllowedError', 'AbortError'])
      expect(describePasskeyFailure(new DOMException('denied', name), 'create').message).toBe(
        'The passkey prompt was cancelled or timed out: try again',
      )
  })

  it('an InvalidStateError on creation is a passkey the wallet already has; other errors pass unchanged', () => {
    expect(describePasskeyFailure(new DOMException('exists', 'InvalidStateError'), 'create').message).toBe(
      'This passkey is already added to your wallet',
    )
    const other = new PasskeyWithoutPrfError('open')
    expect(describePasskeyFailure(other, 'get')).toBe(other)
    expect(describePasskeyFailure('a string', 'get').message).toBe('The passkey could not be used')
  })
})

describe('PasskeyWithoutPrfError', () => {
  it('says whether the passkey cannot protect a new share or cannot open the wallet’s share here', () => {
    expect(new PasskeyWithoutPrfError().message).toMatch(/^This passkey cannot protect your wallet/)
    expect(new PasskeyWithoutPrfError('open').message).toBe(
      'This passkey cannot open your wallet here: its authenticator gave no PRF output. Use your passphrase, or the passkey where you added it',
    )
  })
})
