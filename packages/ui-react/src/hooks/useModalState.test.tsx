import { act, renderHook } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useModalState } from './useModalState.js'

describe('useModalState', () => {
  it('reports open, view and loading from core', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useModalState(), { wrapper: providerWrapper(client) })
    expect(result.current).toEqual({ open: false, view: 'Connect', loading: false })
    act(() => client.open({ view: 'Networks' }))
    expect(result.current).toEqual({ open: true, view: 'Networks', loading: false })
    act(() => client.close())
    expect(result.current).toEqual({ open: false, view: 'Connect', loading: false })
  })

  it('does not re-render on account or toast changes', async () => {
    const { client } = await createTestClient()
    let renders = 0
    renderHook(
      () => {
        renders++
        return useModalState()
      },
      { wrapper: providerWrapper(client) },
    )
    const before = renders
    await act(() => client.connect({ connectorId: 'memory' }))
    act(() => client.showToast('Copied'))
    expect(renders).toBe(before)
  })
})
