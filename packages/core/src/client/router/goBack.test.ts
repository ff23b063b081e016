import { createTestContext } from '../../../test/createTestContext.js'
import { goBack } from './goBack.js'
import { push } from './push.js'

describe('goBack', () => {
  it('pops the history and shows the previous view', () => {
    const context = createTestContext()
    push(context, 'AllWallets')
    push(context, 'ConnectingExternal')
    expect(goBack(context)).toBe(true)
    expect(context.store.getState().modal).toMatchObject({
      view: 'AllWallets',
      history: ['Connect', 'AllWallets'],
    })
    expect(goBack(context)).toBe(true)
    expect(context.store.getState().modal).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('stays at the root', () => {
    const context = createTestContext()
    const before = context.store.getState()
    expect(goBack(context)).toBe(false)
    expect(context.store.getState()).toBe(before)
  })
})
