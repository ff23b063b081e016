import { HttpRequestError, RpcRequestError, TimeoutError } from '../../errors/chainClient.js'
import { describeTransactionError, TRANSACTION_ERROR_MESSAGES } from './describeTransactionError.js'

describe('describeTransactionError', () => {
  it('names a disconnected provider in plain words, not its own text', () => {
    const error = { code: 4900, message: 'The Provider is disconnected from all chains.' }
    expect(describeTransactionError(error)).toBe(TRANSACTION_ERROR_MESSAGES.disconnected)
  })

  it('finds the code in a wrapped cause', () => {
    const error = new Error('request failed', { cause: { code: 4100, message: 'not authorized' } })
    expect(describeTransactionError(error)).toBe(TRANSACTION_ERROR_MESSAGES.unauthorized)
  })

  it('recognises insufficient funds by its message', () => {
    expect(describeTransactionError(new Error('insufficient funds for gas * price + value'))).toBe(
      TRANSACTION_ERROR_MESSAGES.insufficientFunds,
    )
  })

  it('says the transaction could not be sent for anything else, including garbage', () => {
    for (const error of [new Error('boom'), null, 'x', 42, { code: -1 }]) {
      expect(describeTransactionError(error)).toBe(TRANSACTION_ERROR_MESSAGES.failed)
    }
  })

  it('tells a failure of the node itself with the error catalogue text, found in the causes too', () => {
    const timedOut = new TimeoutError({
      details: 'getLatestBlockhash to http://127.0.0.1:1: no answer within 10000 ms',
    })
    expect(describeTransactionError(timedOut)).toBe('The request took too long to respond.')
    expect(describeTransactionError(new Error('send failed', { cause: timedOut }))).toBe(
      'The request took too long to respond.',
    )
    expect(describeTransactionError(new HttpRequestError({ status: 429, retryAfterMs: 2_000 }))).toBe(
      'HTTP request failed.',
    )
    expect(describeTransactionError(new RpcRequestError({ code: -32005 }))).toBe('RPC Request failed.')
  })
})
