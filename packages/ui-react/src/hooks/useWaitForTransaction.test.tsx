import { act, renderHook, waitFor } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useWaitForTransaction } from './useWaitForTransaction.js'

describe('useWaitForTransaction', () => {
  it('is idle without a hash, then holds the receipt of the sent transaction', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result, rerender } = renderHook(
      ({ hash }: { hash?: string }) => useWaitForTransaction({ hash }),
      {
        wrapper: providerWrapper(client),
        initialProps: {},
      },
    )
    expect(result.current.status).toBe('idle')
    const { hash } = await client.sendTransaction({
      to: '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      value: 1n,
    })
    rerender({ hash })
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toMatchObject({ hash, status: 'success' })
    rerender({})
    expect(result.current.status).toBe('idle')
  })

  it('holds the adapter error for an unknown hash', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => useWaitForTransaction({ hash: '0xdead' }), {
      wrapper: providerWrapper(client),
    })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.message).toContain('0xdead')
    await act(async () => {})
  })

  it("before a connection it waits on the namespace's default network", async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useWaitForTransaction({ hash: '0xdead' }), {
      wrapper: providerWrapper(client),
    })
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.message).toBe('Transaction 0xdead not found')
  })
})
