import { createTestContext } from '../../../test/createTestContext.js'
import { push } from './push.js'
import { resetView } from './resetView.js'

describe('resetView', () => {
  it('resets to Connect by default, dropping history and data', () => {
    const context = createTestContext()
    push(context, 'AllWallets')
    push(context, 'ConnectingExternal', { wallet: { id: 'w', name: 'W' } })
    resetView(context)
    expect(context.store.getState().modal).toMatchObject({
      view: 'Connect',
      history: ['Connect'],
      data: undefined,
    })
  })

  it('resets to the given view', () => {
    const context = createTestContext()
    push(context, 'Networks')
    resetView(context, 'Account')
    expect(context.store.getState().modal).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('refuses a disabled feature view or an unknown view', () => {
    const context = createTestContext({ options: { features: { receive: false } } })
    expect(() => resetView(context, 'Receive')).toThrow('The receive feature is not enabled')
    expect(() => resetView(context, '' as never)).toThrow('Unknown view ""')
  })
})
