import { act, renderHook, waitFor } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useSendTransaction } from './useSendTransaction.js'

const RECIPIENT = '0x742d35Cc6634C0532925a3b844Bc454e4438f44e'

describe('useSendTransaction', () => {
  it('sends through core: pending, then the hash, and the recipient is paid', async () => {
    const { client, wallet } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useSendTransaction(), { wrapper: providerWrapper(client) })

    wallet.setBehavior('stall')
    act(() => result.current.sendTransaction({ to: RECIPIENT, value: 5n }))
    expect(result.current.isPending).toBe(true)
    expect(client.getState().pendingTransactions).toBe(1)
    await act(async () => wallet.releaseStalled())
    expect(result.current.isPending).toBe(false)
    expect(result.current.error).toBeDefined()

    wallet.setBehavior('approve')
    await act(async () => {
      const sent = await result.current.sendTransactionAsync({ to: RECIPIENT, value: 5n })
      expect((await sent.wait()).status).toBe('success')
    })
    expect(result.current.data?.hash).toMatch(/^memtx/)
    expect(wallet.balanceOf(RECIPIENT)).toBe(5n)
  })

  it('holds the error when the transaction fails (insufficient funds)', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useSendTransaction(), { wrapper: providerWrapper(client) })
    act(() => result.current.sendTransaction({ to: RECIPIENT, value: 10n ** 30n }))
    await waitFor(() => expect(result.current.error).toBeDefined())
    expect(result.current.error?.message).toMatch(/insufficient funds/)
    expect(result.current.data).toBeUndefined()
  })
})
