import { isUserRejection } from './isUserRejection.js'
import { UserRejectedRequestError } from './providerRpc.js'

describe('isUserRejection', () => {
  it('is true for code 4001 on the error itself', () => {
    expect(isUserRejection({ code: 4001, message: '' })).toBe(true)
    expect(isUserRejection(new UserRejectedRequestError())).toBe(true)
  })

  it('is true for code 4001 deep in the cause chain', () => {
    const error = new Error('failed', { cause: { data: { originalError: { code: 4001 } } } })
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    'User rejected the request.',
    'MetaMask Tx Signature: User denied transaction signature.',
    'The user REJECTED THE REQUEST',
    'user rejected',
  ])('is true for the wallet text %p, whatever the case', (message) => {
    expect(isUserRejection(new Error(message))).toBe(true)
    expect(isUserRejection(message)).toBe(true)
  })

  it('is true for a rejection text in a nested cause', () => {
    expect(isUserRejection(new Error('sign failed', { cause: new Error('User denied') }))).toBe(true)
  })

  it.each([
    [{ code: 4100, message: 'Unauthorized' }],
    [{ code: 5750, message: 'Atomic-ready wallet rejected upgrade' }],
    [new Error('insufficient funds')],
    ['Transaction rejected by node'],
    [null],
    [undefined],
    [4001],
    [{}],
  ])('is false for %p', (input) => {
    expect(isUserRejection(input)).toBe(false)
  })
})
