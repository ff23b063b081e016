import { act, renderHook } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useWalletPort } from './useWalletPort.js'

describe('useWalletPort', () => {
  it('opens (core picks the view), opens a given view, and closes', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useWalletPort(), { wrapper: providerWrapper(client) })
    act(() => result.current.open())
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    act(() => result.current.openView('Networks'))
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Networks' })
    act(() => result.current.close())
    expect(client.getState().modal.open).toBe(false)
  })

  it('opens Account when connected, since core decides', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useWalletPort(), { wrapper: providerWrapper(client) })
    await act(() => client.connect({ connectorId: 'memory' }))
    act(() => result.current.open())
    expect(client.getState().modal.view).toBe('Account')
  })

  it('returns the same object across renders and state changes', async () => {
    const { client } = await createTestClient()
    const { result, rerender } = renderHook(() => useWalletPort(), { wrapper: providerWrapper(client) })
    const first = result.current
    act(() => first.open())
    rerender()
    expect(result.current).toBe(first)
  })
})
