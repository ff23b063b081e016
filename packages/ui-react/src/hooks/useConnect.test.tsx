import { act, renderHook, waitFor } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useConnect } from './useConnect.js'

describe('useConnect', () => {
  it('lists the connectors and connects without the modal: idle → pending → success', async () => {
    const { client, wallet } = await createTestClient()
    const { result } = renderHook(() => useConnect(), { wrapper: providerWrapper(client) })
    expect(result.current.connectors.map((connector) => connector.id)).toContain('memory')
    expect(result.current.status).toBe('idle')
    wallet.setBehavior('stall')
    act(() => result.current.connect({ connectorId: 'memory' }))
    expect(result.current.status).toBe('pending')
    // Connect asks the wallet once its later steps have loaded (a chunk of their own): the prompt must be held first.
    await waitFor(() => expect(wallet.requests).toContain('connect'))
    wallet.setBehavior('approve')
    await act(async () => wallet.releaseStalled())
    // The stalled prompt was released as a refusal; the next attempt connects.
    expect(result.current.status).toBe('error')
    expect(result.current.error?.name).toBe('UserRejectedRequestError')
    await act(() => result.current.connectAsync({ connectorId: 'memory' }))
    expect(result.current.status).toBe('success')
    expect(result.current.error).toBeUndefined()
    expect(client.getState().chains.eip155?.accountState.address).toBeDefined()
    expect(client.getState().modal.open).toBe(false)
  })

  it('an unknown connector is an error naming it; cancel ends a connect in flight', async () => {
    const { client, wallet } = await createTestClient()
    const { result } = renderHook(() => useConnect(), { wrapper: providerWrapper(client) })
    await act(async () => result.current.connect({ connectorId: 'nope' }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.message).toContain('nope')

    wallet.setBehavior('stall')
    act(() => result.current.connect({ connectorId: 'memory' }))
    await act(async () => result.current.cancel())
    await waitFor(() => expect(result.current.error?.name).toBe('ConnectionCancelledError'))
    expect(client.getState().chains.eip155?.accountState.address).toBeUndefined()
  })
})
