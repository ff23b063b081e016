import { createTestContext } from '../../../test/createTestContext.js'
import { closeAlert } from './closeAlert.js'
import { showAlert } from './showAlert.js'

describe('showAlert / closeAlert', () => {
  it('opens the alert bar with a message and a variant', () => {
    const context = createTestContext()
    showAlert(context, { message: 'Network Not Found', variant: 'error' })
    expect(context.store.getState().modal.alert).toEqual({ message: 'Network Not Found', variant: 'error' })
  })

  it('a new alert replaces the one shown', () => {
    const context = createTestContext()
    showAlert(context, { message: 'First', variant: 'error' })
    showAlert(context, { message: 'Second', variant: 'info' })
    expect(context.store.getState().modal.alert).toEqual({ message: 'Second', variant: 'info' })
  })

  it('closing clears the alert', () => {
    const context = createTestContext()
    showAlert(context, { message: 'Heads up', variant: 'info' })
    closeAlert(context)
    expect(context.store.getState().modal.alert).toBeUndefined()
  })

  it('refuses an empty message or an unknown variant', () => {
    const context = createTestContext()
    expect(() => showAlert(context, { message: ' ', variant: 'info' })).toThrow('An alert needs a message')
    expect(() => showAlert(context, { message: 'x', variant: 'warning' as never })).toThrow(
      'Unknown alert variant "warning"',
    )
    expect(context.store.getState().modal.alert).toBeUndefined()
  })
})
