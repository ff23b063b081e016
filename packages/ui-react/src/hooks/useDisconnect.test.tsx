import { act, renderHook } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useAccount } from './useAccount.js'
import { useDisconnect } from './useDisconnect.js'

describe('useDisconnect', () => {
  it('disconnects through core; the account hook follows', async () => {
    const { client } = await createTestClient()
    await client.connect({ connectorId: 'memory' })
    const { result } = renderHook(() => ({ account: useAccount(), action: useDisconnect() }), {
      wrapper: providerWrapper(client),
    })
    expect(result.current.account.isConnected).toBe(true)
    await act(async () => result.current.action.disconnectAsync())
    expect(result.current.account.isConnected).toBe(false)
    expect(result.current.action).toMatchObject({ isPending: false, error: undefined })
  })
})
