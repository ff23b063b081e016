import { createTestContext } from '../../../test/createTestContext.js'
import { push } from './push.js'
import { replace } from './replace.js'

describe('replace', () => {
  it('swaps the current view so going back skips it', () => {
    const context = createTestContext()
    push(context, 'AllWallets')
    push(context, 'ConnectingExternal')
    replace(context, 'ConnectingWalletConnect', { wallet: { id: 'w', name: 'W' } })
    expect(context.store.getState().modal).toMatchObject({
      view: 'ConnectingWalletConnect',
      history: ['Connect', 'AllWallets', 'ConnectingWalletConnect'],
      data: { wallet: { id: 'w', name: 'W' } },
    })
  })

  it('replaces the root view', () => {
    const context = createTestContext()
    replace(context, 'Account')
    expect(context.store.getState().modal).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('respects the feature flags and view names', () => {
    const context = createTestContext({ options: { features: { onramp: false } } })
    expect(() => replace(context, 'Onramp')).toThrow('The onramp feature is not enabled')
    expect(() => replace(context, 'Elsewhere' as never)).toThrow('Unknown view "Elsewhere"')
    expect(context.store.getState().modal.history).toEqual(['Connect'])
  })
})
