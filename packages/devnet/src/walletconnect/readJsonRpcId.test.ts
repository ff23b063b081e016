import { readJsonRpcId } from './readJsonRpcId.js'

describe('readJsonRpcId', () => {
  it('keeps every digit of a 19-digit numeric id', () => {
    expect(readJsonRpcId('{"id":1716223436102234567,"method":"x"}')).toBe('1716223436102234567')
  })

  it('keeps a string id with its quotes', () => {
    expect(readJsonRpcId('{"jsonrpc":"2.0","id":"1716223436102234567"}')).toBe('"1716223436102234567"')
  })

  it('ignores an "id" nested in params', () => {
    expect(readJsonRpcId('{"params":{"id":"inner"},"id":7}')).toBe('7')
  })

  it('ignores "id" inside a string value', () => {
    expect(readJsonRpcId('{"method":"\\"id\\":3","id":8}')).toBe('8')
  })

  it('returns undefined when there is no id', () => {
    expect(readJsonRpcId('{"method":"irn_subscription"}')).toBeUndefined()
  })

  it('reads a null id', () => {
    expect(readJsonRpcId('{"id" : null}')).toBe('null')
  })
})
