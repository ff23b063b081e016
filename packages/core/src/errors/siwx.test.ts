import { WalletPortError } from './base.js'
import { ConflictingSignInOptionsError } from './options.js'
import {
  SignatureDeclinedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountSignatureError,
} from './siwx.js'

describe('sign-in errors', () => {
  it.each([
    [
      new SiwxInitializationError(),
      'SiwxInitializationError',
      'A problem occurred while trying initialize authentication',
    ],
    [new SignatureDeclinedError(), 'SignatureDeclinedError', 'Signature declined'],
    [
      new SmartAccountSignatureError(),
      'SmartAccountSignatureError',
      'This application might not support Smart Accounts',
    ],
    [new SiwxNotEnabledError(), 'SiwxNotEnabledError', 'SIWX is not enabled'],
    [
      new ConflictingSignInOptionsError(),
      'ConflictingSignInOptionsError',
      'Cannot set both `siweConfig` and `siwx` options',
    ],
  ])('%p carries the spec message verbatim', (error, name, message) => {
    expect(error).toBeInstanceOf(WalletPortError)
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
    expect(error.shortMessage).toBe(message)
  })

  it('keeps the wallet error as cause without changing the message', () => {
    const walletError = new Error('User rejected the request.')
    const error = new SignatureDeclinedError({ cause: walletError })
    expect(error.cause).toBe(walletError)
    expect(error.message).toBe('Signature declined')
  })
})
