import {
  ActionNotAllowedError,
  RequestAbortedError,
  RpcNotAllowedError,
  SomethingWentWrongError,
} from './rpc.js'

describe('rpc errors', () => {
  it('rejects a disallowed request with the spec message and names the method in details', () => {
    const error = new RpcNotAllowedError({ method: 'eth_sign' })
    expect(error.name).toBe('RpcNotAllowedError')
    expect(error.message).toBe('Requested RPC call is not allowed')
    expect(error.method).toBe('eth_sign')
    expect(error.details).toBe('Method: eth_sign')
  })

  it.each([
    [new ActionNotAllowedError(), 'Action not allowed'],
    [new RequestAbortedError(), 'Request was aborted'],
    [new SomethingWentWrongError(), 'Something went wrong'],
  ])('%p carries the spec message verbatim', (error, message) => {
    expect(error.message).toBe(message)
  })
})
