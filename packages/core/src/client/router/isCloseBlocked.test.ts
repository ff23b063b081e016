import { createTestContext } from '../../../test/createTestContext.js'
import { createInitialState } from '../createInitialState.js'
import type { SiwxConfig } from '../siwx/types.js'
import type { View, WalletPortState } from '../state.js'
import { isCloseBlocked } from './isCloseBlocked.js'

function siwx(required: boolean | undefined): SiwxConfig {
  return {
    createMessage: () => Promise.reject(new Error('not used')),
    addSession: () => Promise.resolve(),
    revokeSession: () => Promise.resolve(),
    setSessions: () => Promise.resolve(),
    getSessions: () => Promise.resolve([]),
    ...(required === undefined ? {} : { getRequired: () => required }),
  }
}

function stateOn(view: View, status: WalletPortState['siwx']['status'] = 'idle'): WalletPortState {
  const initial = createInitialState(createTestContext().options)
  return { ...initial, modal: { ...initial.modal, view }, siwx: { status, error: undefined } }
}

describe('isCloseBlocked', () => {
  it('blocks on the sign-message view while sign-in is required and there is no session', () => {
    expect(isCloseBlocked(stateOn('ConnectingSiwe'), { siwx: siwx(true) })).toBe(true)
    expect(isCloseBlocked(stateOn('ConnectingSiwe', 'signing'), { siwx: siwx(true) })).toBe(true)
    expect(isCloseBlocked(stateOn('ConnectingSiwe', 'error'), { siwx: siwx(true) })).toBe(true)
  })

  it('blocks on the approve-transaction view while sign-in is required and there is no session', () => {
    expect(isCloseBlocked(stateOn('ApproveTransaction'), { siwx: siwx(true) })).toBe(true)
  })

  it('does not block once a session exists', () => {
    expect(isCloseBlocked(stateOn('ConnectingSiwe', 'success'), { siwx: siwx(true) })).toBe(false)
  })

  it('does not block when sign-in is optional or not configured', () => {
    expect(isCloseBlocked(stateOn('ConnectingSiwe'), { siwx: siwx(false) })).toBe(false)
    expect(isCloseBlocked(stateOn('ConnectingSiwe'), { siwx: siwx(undefined) })).toBe(false)
    expect(isCloseBlocked(stateOn('ConnectingSiwe'), {})).toBe(false)
  })

  it('does not block on other views', () => {
    expect(isCloseBlocked(stateOn('Account'), { siwx: siwx(true) })).toBe(false)
    expect(isCloseBlocked(stateOn('Connect'), { siwx: siwx(true) })).toBe(false)
  })
})
