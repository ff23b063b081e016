import { act, renderHook, waitFor } from '@testing-library/react'
import { createTestClient, TEST_ADDRESS } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useAccount } from './useAccount.js'

describe('useAccount', () => {
  it('reports a disconnected account before connecting', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useAccount(), { wrapper: providerWrapper(client) })
    expect(result.current).toMatchObject({
      namespace: 'eip155',
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
      isConnected: false,
    })
  })

  it('follows a connection: address, CAIP address, status, balance, wallet info', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useAccount(), { wrapper: providerWrapper(client) })
    await act(() => client.connect({ connectorId: 'memory' }))
    await waitFor(() => expect(result.current.balance).toBeDefined())
    expect(result.current).toMatchObject({
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      status: 'connected',
      isConnected: true,
      balanceSymbol: 'ETH',
      connectedWalletInfo: expect.objectContaining({ name: 'Memory Wallet' }),
    })
    expect(result.current.balance).toMatch(/^1\.2345/)
  })

  it('re-renders only when its slice changes, not on modal, toast or token-list changes', async () => {
    const { client } = await createTestClient()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useAccount()
      },
      { wrapper: providerWrapper(client) },
    )
    const before = renders
    const first = result.current
    act(() => client.open())
    act(() => client.showToast('Copied'))
    act(() => client.router.push('Networks'))
    expect(renders).toBe(before)
    expect(result.current).toBe(first)

    await act(() => client.connect({ connectorId: 'memory' }))
    expect(renders).toBeGreaterThan(before)
    expect(result.current.isConnected).toBe(true)
  })

  it('reads the namespace it is given, and nothing for a namespace with no adapter', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useAccount('solana'), { wrapper: providerWrapper(client) })
    await act(() => client.connect({ connectorId: 'memory' }))
    expect(result.current).toMatchObject({ namespace: undefined, address: undefined, isConnected: false })
  })
})
