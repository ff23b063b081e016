import { act, renderHook, waitFor } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useBalance } from './useBalance.js'

describe('useBalance', () => {
  it('is empty before connecting and holds the native balance after', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useBalance(), { wrapper: providerWrapper(client) })
    expect(result.current).toMatchObject({ balance: undefined, symbol: undefined })
    await act(() => client.connect({ connectorId: 'memory' }))
    await waitFor(() => expect(result.current.balance).toMatch(/^1\.2345/))
    expect(result.current.symbol).toBe('ETH')
  })

  it('refetch() asks core and settles without error', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useBalance(), { wrapper: providerWrapper(client) })
    act(() => result.current.refetch())
    expect(result.current.isFetching).toBe(true)
    await waitFor(() => expect(result.current.isFetching).toBe(false))
    expect(result.current.error).toBeUndefined()
    expect(result.current.balance).toMatch(/^1\.2345/)
  })
})
