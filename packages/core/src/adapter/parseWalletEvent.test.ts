import { InvalidWalletResponseError } from '../errors/adapter.js'
import { createAdapterEmitter } from './createAdapterEmitter.js'
import { parseWalletEvent } from './parseWalletEvent.js'

describe('parseWalletEvent', () => {
  it('returns what the parser returns', () => {
    const emitter = createAdapterEmitter()
    expect(parseWalletEvent(emitter, () => ['0xabcd'])).toEqual(['0xabcd'])
  })

  it('drops a malformed event and reports it as the error event instead of throwing', () => {
    const emitter = createAdapterEmitter()
    const reported: Error[] = []
    emitter.on('error', (error) => reported.push(error))
    const malformed = new InvalidWalletResponseError({
      method: 'accountsChanged',
      expected: 'x',
      received: 1,
    })
    expect(
      parseWalletEvent(emitter, () => {
        throw malformed
      }),
    ).toBeUndefined()
    expect(reported).toEqual([malformed])
  })

  it('wraps a non-Error throw so listeners always get an Error', () => {
    const emitter = createAdapterEmitter()
    const reported: Error[] = []
    emitter.on('error', (error) => reported.push(error))
    parseWalletEvent(emitter, () => {
      throw 'garbage'
    })
    expect(reported[0]).toBeInstanceOf(Error)
    expect(reported[0]?.message).toBe('garbage')
  })
})
