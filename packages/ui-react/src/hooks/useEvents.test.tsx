import { act, renderHook } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { useEvents } from './useEvents.js'

describe('useEvents', () => {
  it('is undefined until the client emits, then holds the last event with its payload', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useEvents(), { wrapper: providerWrapper(client) })
    expect(result.current).toBeUndefined()
    act(() => client.open())
    expect(result.current).toEqual({ type: 'MODAL_OPEN', data: { connected: false, view: 'Connect' } })
    act(() => client.close())
    expect(result.current).toEqual({ type: 'MODAL_CLOSE', data: { connected: false } })
  })

  it('reports connection events', async () => {
    const { client } = await createTestClient()
    const seen: string[] = []
    renderHook(
      () => {
        const event = useEvents()
        if (event) seen.push(event.type)
      },
      { wrapper: providerWrapper(client) },
    )
    await act(() => client.connect({ connectorId: 'memory' }))
    expect(seen).toContain('CONNECT_SUCCESS')
  })

  it('stops listening after unmount', async () => {
    const { client } = await createTestClient()
    let renders = 0
    const { unmount } = renderHook(
      () => {
        renders++
        return useEvents()
      },
      { wrapper: providerWrapper(client) },
    )
    unmount()
    const before = renders
    client.open()
    expect(renders).toBe(before)
  })
})
