import { UnknownWalletError } from '../errors/connection.js'
import { UnauthorizedProviderError } from '../errors/providerRpc.js'
import { requireAccounts, requireWallet } from './requireWallet.js'

describe('requireWallet', () => {
  it('returns the wallet found, and names the connector when none was', () => {
    const wallet = { id: 'w' }
    expect(requireWallet(wallet, 'w')).toBe(wallet)
    expect(() => requireWallet(undefined, 'io.missing')).toThrow(
      new UnknownWalletError({ walletId: 'io.missing' }),
    )
    expect(() => requireWallet(null, 'io.missing')).toThrow('Unknown wallet io.missing')
  })
})

describe('requireAccounts', () => {
  it('returns the accounts, and refuses none with a 4100 saying what was expected', () => {
    const accounts = ['0xa']
    expect(requireAccounts(accounts)).toBe(accounts)
    const error = (() => {
      try {
        requireAccounts([])
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(UnauthorizedProviderError)
    expect(error).toMatchObject({
      code: 4100,
      details: 'The wallet returned no account: expected at least one, received none',
    })
  })
})
