import { HttpRequestError, RpcRequestError, TimeoutError } from './chainClient.js'
import { TipAboveFeeCapError } from './transactions.js'

describe('chain client errors', () => {
  it.each([
    [new HttpRequestError(), 'HttpRequestError', 'HTTP request failed.'],
    [new RpcRequestError(), 'RpcRequestError', 'RPC Request failed.'],
    [new TimeoutError(), 'TimeoutError', 'The request took too long to respond.'],
    [
      new TipAboveFeeCapError(),
      'TipAboveFeeCapError',
      '`maxFeePerGas` cannot be less than the `maxPriorityFeePerGas`',
    ],
  ])('%p carries the spec message verbatim', (error, name, message) => {
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
  })

  it('puts status and url of a failed HTTP request in details, not in the message', () => {
    const error = new HttpRequestError({ url: 'http://127.0.0.1:8545', status: 502 })
    expect(error.message).toBe('HTTP request failed.')
    expect(error.details).toBe('Status: 502\nURL: http://127.0.0.1:8545')
    expect(error.status).toBe(502)
  })

  it('leaves details empty when nothing about the HTTP request is known', () => {
    expect(new HttpRequestError().details).toBeUndefined()
  })
})
