import { TokenBalanceUnavailableError, TransactionsFetchError } from './data.js'

describe('data errors', () => {
  it('reports a failed history fetch with the spec message', () => {
    expect(new TransactionsFetchError().message).toBe('Failed to fetch transactions')
    expect(new TransactionsFetchError().name).toBe('TransactionsFetchError')
  })

  it('reports an unavailable token balance with the spec message', () => {
    expect(new TokenBalanceUnavailableError().message).toBe('Token Balance Unavailable')
    expect(new TokenBalanceUnavailableError().name).toBe('TokenBalanceUnavailableError')
  })
})
