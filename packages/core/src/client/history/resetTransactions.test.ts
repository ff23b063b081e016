import { createTestContext } from '../../../test/createTestContext.js'
import { createHistoryState } from '../state.js'
import { resetTransactions } from './resetTransactions.js'

describe('resetTransactions', () => {
  it('reset clears everything', () => {
    const context = createTestContext()
    context.store.setState((state) => ({
      ...state,
      history: {
        ...state.history,
        transactions: [
          {
            id: 'a',
            metadata: { minedAt: '2024-01-01T00:00:00Z', chain: 'eip155:1', hash: 'a', status: 'confirmed' },
            transfers: [],
          },
        ],
        transactionsByYear: { 2024: {} },
        lastNetworkInView: 'eip155:1',
        loading: true,
        empty: true,
        next: 'cursor',
        error: 'Failed to fetch transactions',
      },
    }))
    resetTransactions(context)
    expect(context.store.getState().history).toEqual(createHistoryState())
  })
})
