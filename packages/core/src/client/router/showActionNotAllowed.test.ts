import { createTestContext } from '../../../test/createTestContext.js'
import { ACTION_NOT_ALLOWED_DELAY_MS, showActionNotAllowed } from './showActionNotAllowed.js'
import { TOAST_DURATION_MS } from './showToast.js'

describe('showActionNotAllowed', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("shows the 'Action not allowed' error toast 300 ms after a refused RPC", () => {
    const context = createTestContext()
    showActionNotAllowed(context)
    expect(ACTION_NOT_ALLOWED_DELAY_MS).toBe(300)
    jest.advanceTimersByTime(299)
    expect(context.store.getState().modal.toasts).toEqual([])
    jest.advanceTimersByTime(1)
    expect(context.store.getState().modal.toasts).toEqual([
      expect.objectContaining({ message: 'Action not allowed', variant: 'error' }),
    ])
    // An error stays until the user dismisses it.
    jest.advanceTimersByTime(TOAST_DURATION_MS)
    expect(context.store.getState().modal.toasts).toHaveLength(1)
  })

  it('can be cancelled before it shows', () => {
    const context = createTestContext()
    const cancel = showActionNotAllowed(context)
    cancel()
    jest.advanceTimersByTime(ACTION_NOT_ALLOWED_DELAY_MS)
    expect(context.store.getState().modal.toasts).toEqual([])
  })
})
