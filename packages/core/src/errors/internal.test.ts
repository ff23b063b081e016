import {
  CHAIN_REQUIRED_ACTIONS,
  ChainAdapterNotFoundError,
  ChainRequiredError,
  ConnectionClientNotFoundError,
  ConnectionClientNotSetError,
  NetworkClientNotSetError,
  NoActiveCaipAddressError,
  NoActiveNetworkOrClientError,
} from './internal.js'

describe('internal errors', () => {
  it.each([
    [new NoActiveCaipAddressError(), 'NoActiveCaipAddressError', 'No ActiveCaipAddress found'],
    [
      new NoActiveNetworkOrClientError(),
      'NoActiveNetworkOrClientError',
      'No ActiveCaipNetwork or client found',
    ],
    [
      new ConnectionClientNotFoundError(),
      'ConnectionClientNotFoundError',
      'No ConnectionController client found',
    ],
    [new ConnectionClientNotSetError(), 'ConnectionClientNotSetError', 'ConnectionController client not set'],
    [new NetworkClientNotSetError(), 'NetworkClientNotSetError', 'NetworkController client not set'],
    [new ChainAdapterNotFoundError(), 'ChainAdapterNotFoundError', 'Chain adapter not found'],
  ])('%p carries the spec message verbatim', (error, name, message) => {
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
  })

  it('spells the three "Chain is required to …" messages of the spec', () => {
    expect(CHAIN_REQUIRED_ACTIONS.map((action) => new ChainRequiredError({ action }).message)).toEqual([
      'Chain is required to get connection controller client',
      'Chain is required to update chain account data',
      'Chain is required to set account prop',
    ])
  })
})
