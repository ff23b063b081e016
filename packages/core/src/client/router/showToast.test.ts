import { createTestContext } from '../../../test/createTestContext.js'
import { dismissToast } from './dismissToast.js'
import { showToast, TOAST_DURATION_MS } from './showToast.js'

describe('showToast / dismissToast', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('shows toasts with increasing ids', () => {
    const context = createTestContext()
    const first = showToast(context, 'Copied')
    const second = showToast(context, 'Failed to disconnect', 'error')
    expect(second).toBeGreaterThan(first)
    expect(context.store.getState().modal.toasts).toEqual([
      { id: first, message: 'Copied', variant: 'success' },
      { id: second, message: 'Failed to disconnect', variant: 'error' },
    ])
  })

  it(`dismisses a toast by itself after ${TOAST_DURATION_MS} ms`, () => {
    const context = createTestContext()
    showToast(context, 'Copied')
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1)
    expect(context.store.getState().modal.toasts).toHaveLength(1)
    jest.advanceTimersByTime(1)
    expect(context.store.getState().modal.toasts).toEqual([])
  })

  it('keeps an error toast until it is dismissed', () => {
    const context = createTestContext()
    const id = showToast(context, 'Failed to disconnect', 'error')
    jest.advanceTimersByTime(TOAST_DURATION_MS * 10)
    expect(context.store.getState().modal.toasts.map((toast) => toast.id)).toEqual([id])
    dismissToast(context, id)
    expect(context.store.getState().modal.toasts).toEqual([])
  })

  it('dismisses a toast by id, leaving the others', () => {
    const context = createTestContext()
    const first = showToast(context, 'One', 'info')
    showToast(context, 'Two', 'info')
    dismissToast(context, first)
    expect(context.store.getState().modal.toasts.map((toast) => toast.message)).toEqual(['Two'])
  })

  it('never reuses an id, so a late auto-dismiss cannot remove a newer toast', () => {
    const context = createTestContext()
    const first = showToast(context, 'One')
    dismissToast(context, first)
    jest.advanceTimersByTime(TOAST_DURATION_MS - 100)
    const second = showToast(context, 'Two')
    expect(second).not.toBe(first)
    jest.advanceTimersByTime(100)
    expect(context.store.getState().modal.toasts.map((toast) => toast.id)).toEqual([second])
  })

  it('ignores dismissing an id that is not shown', () => {
    const context = createTestContext()
    showToast(context, 'One')
    const before = context.store.getState()
    dismissToast(context, 999)
    expect(context.store.getState()).toBe(before)
  })

  it('refuses an empty message or an unknown variant', () => {
    const context = createTestContext()
    expect(() => showToast(context, '')).toThrow('A toast needs a message')
    expect(() => showToast(context, 'x', 'warning' as never)).toThrow('Unknown toast variant "warning"')
    expect(context.store.getState().modal.toasts).toEqual([])
  })
})
