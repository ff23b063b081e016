import { NoActiveCaipAddressError } from './internal.js'
import { NoActiveNetworkOrClientError } from './siwx.js'

describe('internal errors', () => {
  it('NoActiveCaipAddressError carries the spec message verbatim', () => {
    const error = new NoActiveCaipAddressError()
    expect(error.name).toBe('NoActiveCaipAddressError')
    expect(error.message).toBe('No ActiveCaipAddress found')
  })

  it('NoActiveNetworkOrClientError carries the spec message verbatim', () => {
    const error = new NoActiveNetworkOrClientError()
    expect(error.name).toBe('NoActiveNetworkOrClientError')
    expect(error.message).toBe('No ActiveCaipNetwork or client found')
  })
})
