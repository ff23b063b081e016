import {
  AdapterNamespaceNotFoundError,
  CaipNetworkUndefinedError,
  ChainNotSupportedError,
  DisconnectChainsError,
  DisconnectError,
  NetworkNotFoundError,
  UnknownWalletError,
  WalletConnectConnectorNotFoundError,
} from './connection.js'

describe('connection errors', () => {
  it.each([
    [new NetworkNotFoundError(), 'NetworkNotFoundError', 'Network not found'],
    [new ChainNotSupportedError(), 'ChainNotSupportedError', 'Chain is not supported'],
    [new CaipNetworkUndefinedError(), 'CaipNetworkUndefinedError', 'CaipNetwork is undefined'],
    [new DisconnectChainsError(), 'DisconnectChainsError', 'Failed to disconnect chains'],
    [new DisconnectError(), 'DisconnectError', 'Failed to disconnect'],
    [
      new WalletConnectConnectorNotFoundError(),
      'WalletConnectConnectorNotFoundError',
      'WalletConnectConnector not found',
    ],
  ])('%p carries the spec message verbatim', (error, name, message) => {
    expect(error.name).toBe(name)
    expect(error.message).toBe(message)
  })

  it('names the namespace that has no adapter', () => {
    const error = new AdapterNamespaceNotFoundError({ namespace: 'polkadot' })
    expect(error.message).toBe("Adapter for namespace polkadot doesn't exist")
    expect(error.namespace).toBe('polkadot')
  })

  it('keeps per-chain failure messages in details, not in the logged message', () => {
    const error = new DisconnectChainsError({ details: 'solana: wallet not connected' })
    expect(error.message).toBe('Failed to disconnect chains')
    expect(error.details).toBe('solana: wallet not connected')
  })

  it('names the unknown wallet', () => {
    expect(new UnknownWalletError({ walletId: 'nope' }).message).toBe('Unknown wallet nope')
  })
})
