import { act, renderHook } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useWalletInfo } from './useWalletInfo.js'

describe('useWalletInfo', () => {
  it('names the connected wallet, and nothing while disconnected', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useWalletInfo(), { wrapper: providerWrapper(client) })
    expect(result.current.walletInfo).toBeUndefined()
    await act(() => client.connect({ connectorId: 'memory' }))
    expect(result.current.walletInfo).toMatchObject({ name: 'Memory Wallet', type: 'INJECTED' })
  })
})
