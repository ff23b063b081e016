import { act, renderHook } from '@testing-library/react'
import { createTestClient } from '../../test/createTestClient.js'
import { providerWrapper } from '../../test/providerWrapper.js'
import { shallowEqual } from '../utils/shallowEqual.js'
import { useWalletPortState } from './useWalletPortState.js'

describe('useWalletPortState', () => {
  it('returns the selected slice and follows its changes', async () => {
    const { client } = await createTestClient()
    const { result } = renderHook(() => useWalletPortState((state) => state.modal.open), {
      wrapper: providerWrapper(client),
    })
    expect(result.current).toBe(false)
    act(() => client.open())
    expect(result.current).toBe(true)
  })

  it('does not re-render when another part of the state changes', async () => {
    const { client } = await createTestClient()
    let renders = 0
    renderHook(
      () => {
        renders++
        return useWalletPortState((state) => state.modal.open)
      },
      { wrapper: providerWrapper(client) },
    )
    const before = renders
    act(() => client.showToast('Copied'))
    act(() => client.showAlert({ message: 'Network Not Found', variant: 'info' }))
    expect(renders).toBe(before)
  })

  it('keeps the previous object while a new one is equal by `equals` (inline selectors building objects)', async () => {
    const { client } = await createTestClient()
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return useWalletPortState(
          (state) => ({ open: state.modal.open, view: state.modal.view }),
          shallowEqual,
        )
      },
      { wrapper: providerWrapper(client) },
    )
    const first = result.current
    const before = renders
    act(() => client.showToast('Copied'))
    expect(result.current).toBe(first)
    expect(renders).toBe(before)

    act(() => client.open())
    expect(result.current).toEqual({ open: true, view: 'Connect' })
    expect(renders).toBe(before + 1)
  })

  it('re-reads when the selector changes meaning (a new namespace argument)', async () => {
    const { client } = await createTestClient()
    const { result, rerender } = renderHook(
      ({ key }: { key: 'open' | 'view' }) => useWalletPortState((state) => String(state.modal[key])),
      { wrapper: providerWrapper(client), initialProps: { key: 'open' as 'open' | 'view' } },
    )
    expect(result.current).toBe('false')
    rerender({ key: 'view' })
    expect(result.current).toBe('Connect')
  })

  it('throws a clear error outside <WalletPortProvider>', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useWalletPortState((state) => state.modal.open))).toThrow(
      'WalletPort hooks must be used inside <WalletPortProvider>',
    )
    spy.mockRestore()
  })
})
