import {
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
  NamesForAddressError,
} from './names.js'

describe('name errors', () => {
  it.each([
    [new NameResolutionError(), 'NameResolutionError', 'Error resolving name'],
    [new NameSuggestionsError(), 'NameSuggestionsError', 'Error fetching name suggestions'],
    [new NamesForAddressError(), 'NamesForAddressError', 'Error fetching names for address'],
  ])('%p carries the spec message verbatim', (error, name, message) => {
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
  })

  it('names the account name that failed to register', () => {
    const error = new NameRegistrationError({ name: 'alice.wp.id' })
    expect(error.name).toBe('NameRegistrationError')
    expect(error.message).toBe('Error registering name alice.wp.id')
    expect(error.accountName).toBe('alice.wp.id')
  })
})
