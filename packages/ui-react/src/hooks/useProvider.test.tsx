import { act, renderHook } from '@testing-library/react'
import type { MemoryWallet } from '@walletport/core/testing'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useProvider } from './useProvider.js'

describe('useProvider', () => {
  it("is undefined until connected, then the adapter's provider, and undefined again after disconnect", async () => {
    const { client, wallet } = await createTestClient()
    const { result } = renderHook(() => useProvider<MemoryWallet>('eip155'), {
      wrapper: providerWrapper(client),
    })
    expect(result.current.provider).toBeUndefined()
    await act(() => client.connect({ connectorId: 'memory' }))
    expect(result.current.provider).toBe(wallet)
    await act(() => client.disconnect())
    expect(result.current.provider).toBeUndefined()
  })
})
