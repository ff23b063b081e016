import fc from 'fast-check'
import {
  isUserRejection,
  ProviderRpcError,
  toProviderRpcError,
  toWalletPortError,
  UnknownRpcError,
  WalletPortError,
} from '../../src/index.js'
import { describeBoundary, hostileString, hostileValue } from './fuzzBoundary.js'

const code = fc.oneof(
  fc.constantFrom(4001, 4100, 4200, 4900, 4901, 4902, -32700, -32600, -32601, -32602, -32603, 5700, 5710),
  fc.integer(),
  fc.double(),
  hostileValue(),
)

/** Errors as wallets throw them: Errors, `{ code, message }` objects, wrapped in one another, or anything. */
const walletError: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  error: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileValue(),
    fc.record(
      {
        code,
        message: fc.oneof(hostileString(), fc.constantFrom('User rejected the request', 'user denied')),
        data: fc.oneof(hostileValue(), fc.record({ originalError: tie('error'), cause: tie('error') })),
        cause: tie('error'),
        error: tie('error'),
      },
      { requiredKeys: [] },
    ),
    fc.tuple(hostileString(), tie('error')).map(([message, cause]) => new Error(message, { cause })),
  ),
})).error

describeBoundary('provider errors', {
  'toWalletPortError: always a WalletPortError with the original as cause, short message': {
    property: () =>
      fc.property(walletError, fc.string({ maxLength: 20 }), (thrown, operation) => {
        const error = toWalletPortError(thrown, operation)
        if (!(error instanceof WalletPortError)) return false
        if (error.message.length > 1_100) return false
        return thrown instanceof WalletPortError ? error === thrown : error.cause === thrown
      }),
  },
  'toProviderRpcError: a named provider error, or UnknownRpcError, never a throw': {
    property: () =>
      fc.property(walletError, (thrown) => {
        const error = toProviderRpcError(thrown)
        return (
          (error instanceof ProviderRpcError || error instanceof UnknownRpcError) &&
          error.message.length <= 1_100
        )
      }),
  },
  'a code 4001 anywhere in the chain is a rejection, and isUserRejection never throws': {
    property: () =>
      fc.property(walletError, fc.boolean(), (thrown, wrap) => {
        const rejected = isUserRejection(thrown)
        if (!wrap) return typeof rejected === 'boolean'
        return isUserRejection({ code: -32603, message: 'Internal', data: { originalError: { code: 4001 } } })
      }),
  },
})
