import { createTestContext } from '../../../test/createTestContext.js'
import { FeatureDisabledError, UnknownViewError } from '../../errors/router.js'
import { localEvm2 } from '../../networks/index.js'
import { push } from './push.js'

describe('push', () => {
  it('shows the view with its data and keeps the way back', () => {
    const context = createTestContext()
    push(context, 'AllWallets')
    push(context, 'Networks', { network: localEvm2 })
    expect(context.store.getState().modal).toMatchObject({
      view: 'Networks',
      history: ['Connect', 'AllWallets', 'Networks'],
      data: { network: localEvm2 },
    })
  })

  it('pushing the view already shown replaces its data without growing the history', () => {
    const context = createTestContext()
    push(context, 'Networks', { network: localEvm2 })
    push(context, 'Networks')
    expect(context.store.getState().modal).toMatchObject({
      history: ['Connect', 'Networks'],
      data: undefined,
    })
  })

  it('respects the feature flags', () => {
    const context = createTestContext({ options: { features: { history: false, email: false } } })
    expect(() => push(context, 'Transactions')).toThrow(new FeatureDisabledError({ feature: 'history' }))
    expect(() => push(context, 'EmailLogin')).toThrow('The email feature is not enabled')
    push(context, 'Send')
    expect(context.store.getState().modal.history).toEqual(['Connect', 'Send'])
  })

  it('refuses an unknown view name and leaves the history alone', () => {
    const context = createTestContext()
    expect(() => push(context, 'Nowhere' as never)).toThrow(UnknownViewError)
    expect(context.store.getState().modal.history).toEqual(['Connect'])
  })
})
