import { WalletPortError } from './base.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  InternalRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  ParseRpcError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnknownRpcError,
  UnrecognizedChainError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './providerRpc.js'
import { toProviderRpcError } from './toProviderRpcError.js'

describe('toProviderRpcError', () => {
  it.each([
    [-32700, ParseRpcError, 'Parse error'],
    [-32600, InvalidRequestRpcError, 'Invalid request'],
    [-32601, MethodNotFoundRpcError, 'Method not found'],
    [-32602, InvalidParamsRpcError, 'Invalid params'],
    [-32603, InternalRpcError, 'Internal error'],
    [4001, UserRejectedRequestError, 'User rejected the request'],
    [4100, UnauthorizedProviderError, 'The requested method or account is not authorized'],
    [4200, UnsupportedProviderMethodError, 'The provider does not support the requested method'],
    [4900, ProviderDisconnectedError, 'The provider is disconnected from all chains'],
    [4901, ChainDisconnectedError, 'The provider is not connected to the requested chain'],
    [4902, UnrecognizedChainError, 'Unrecognized chain ID'],
    [5700, UnsupportedNonOptionalCapabilityError, 'Unsupported non-optional capability'],
    [5710, UnsupportedChainIdError, 'Unsupported chain id'],
    [5720, DuplicateIdError, 'Duplicate ID'],
    [5730, UnknownBundleIdError, 'Unknown bundle id'],
    [5740, BundleTooLargeError, 'Bundle too large'],
    [5750, AtomicReadyWalletRejectedUpgradeError, 'Atomic-ready wallet rejected upgrade'],
    [5760, AtomicityNotSupportedError, 'Atomicity not supported'],
  ])('maps code %i to its named class with the standard message', (code, ErrorClass, message) => {
    const error = toProviderRpcError(code)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(error).toBeInstanceOf(WalletPortError)
    expect(error.name).toBe(ErrorClass.name)
    expect(error.code).toBe(code)
    expect(error.message).toBe(message)
    expect(ErrorClass.code).toBe(code)
  })

  it('keeps the wallet error as cause and its message as details', () => {
    const walletError = Object.assign(
      new Error('MetaMask Tx Signature: User denied transaction signature.'),
      {
        code: 4001,
      },
    )
    const error = toProviderRpcError(walletError)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.message).toBe('User rejected the request')
    expect(error.details).toBe('MetaMask Tx Signature: User denied transaction signature.')
    expect(error.cause).toBe(walletError)
  })

  it('accepts a plain { code, message } object as wallets post it', () => {
    const error = toProviderRpcError({ code: 4902, message: 'Unrecognized chain ID "0x999".' })
    expect(error).toBeInstanceOf(UnrecognizedChainError)
    expect(error.details).toBe('Unrecognized chain ID "0x999".')
  })

  it('prefers the code in data.originalError over a generic -32603 wrapper', () => {
    const error = toProviderRpcError({
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4001, message: 'User rejected the request.' } },
    })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.details).toBe('User rejected the request.')
  })

  it('finds a code nested in the cause chain', () => {
    const inner = Object.assign(new Error('bundle exceeds 10 calls'), { code: 5740 })
    const outer = new Error('sendCalls failed', { cause: new Error('transport', { cause: inner }) })
    const error = toProviderRpcError(outer)
    expect(error).toBeInstanceOf(BundleTooLargeError)
    expect(error.details).toBe('bundle exceeds 10 calls')
    expect(error.cause).toBe(outer)
  })

  it('finds a code under `error` and data.cause', () => {
    expect(toProviderRpcError({ error: { code: 4100, message: 'no' } })).toBeInstanceOf(
      UnauthorizedProviderError,
    )
    expect(toProviderRpcError({ data: { cause: { code: 4900 } } })).toBeInstanceOf(ProviderDisconnectedError)
  })

  it('keeps a lone -32603 as an internal error when nothing more specific is inside', () => {
    const error = toProviderRpcError({ code: -32603, message: 'execution reverted' })
    expect(error).toBeInstanceOf(InternalRpcError)
    expect(error.details).toBe('execution reverted')
  })

  it('treats a rejection text under a generic -32603 as a user rejection', () => {
    const error = toProviderRpcError({ code: -32603, message: 'User denied transaction signature' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
  })

  it('returns UnknownRpcError keeping an unknown code and the wallet message', () => {
    const error = toProviderRpcError({ code: -32000, message: 'insufficient funds for gas' })
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.name).toBe('UnknownRpcError')
    expect(error.code).toBe(-32000)
    expect(error.message).toBe('insufficient funds for gas')
  })

  it('returns UnknownRpcError for an unknown bare number, with a generic message', () => {
    const error = toProviderRpcError(1234)
    expect(error).toBeInstanceOf(UnknownRpcError)
    expect(error.code).toBe(1234)
    expect(error.message).toBe('An unknown RPC error occurred')
  })

  it('maps a string to a user rejection only when it reads like one', () => {
    expect(toProviderRpcError('User rejected the request.')).toBeInstanceOf(UserRejectedRequestError)
    const other = toProviderRpcError('nonce too low')
    expect(other).toBeInstanceOf(UnknownRpcError)
    expect(other.code).toBeUndefined()
    expect(other.message).toBe('nonce too low')
  })

  it.each([[null], [undefined], [true], [42n], [{}], ['']])(
    'returns UnknownRpcError for a non-error input %p',
    (input) => {
      const error = toProviderRpcError(input)
      expect(error).toBeInstanceOf(UnknownRpcError)
      expect(error.code).toBeUndefined()
      expect(error.message).toBe('An unknown RPC error occurred')
    },
  )

  it('ignores a non-integer or string code', () => {
    expect(toProviderRpcError({ code: '4001' })).toBeInstanceOf(UnknownRpcError)
    expect(toProviderRpcError({ code: 4001.5 })).toBeInstanceOf(UnknownRpcError)
  })

  it('survives a cyclic cause chain', () => {
    const a: { code?: number; cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(toProviderRpcError(a)).toBeInstanceOf(UnknownRpcError)
  })

  it('returns an already mapped error unchanged', () => {
    const mapped = new DuplicateIdError()
    expect(toProviderRpcError(mapped)).toBe(mapped)
  })
})
