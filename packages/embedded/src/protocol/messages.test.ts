import { FRAME_REQUEST_TYPES, frameRequests } from './events.js'
import {
  appRequestMessage,
  frameErrorMessage,
  frameNoticeMessage,
  frameSuccessMessage,
  parseAppMessage,
  parseFrameMessage,
} from './messages.js'

const id = '0b7e4c2e-7f1d-4a3b-9c8d-2e5f6a7b8c9d'

describe('parseAppMessage (the frame checks what the dapp sends)', () => {
  it('accepts every request of the table with its payload', () => {
    expect(FRAME_REQUEST_TYPES).toHaveLength(Object.keys(frameRequests).length)
    expect(parseAppMessage(appRequestMessage(id, 'CONNECT_EMAIL', { email: 'a@example.com' }))).toEqual({
      kind: 'request',
      request: { id, type: 'CONNECT_EMAIL', payload: { email: 'a@example.com' } },
    })
    expect(
      parseAppMessage(
        appRequestMessage(id, 'RPC_REQUEST', {
          method: 'personal_sign',
          params: ['0x00', '0x1'],
          chainId: 1,
        }),
      ),
    ).toMatchObject({ kind: 'request', request: { type: 'RPC_REQUEST' } })
  })

  it.each([
    [{ id, type: '@walletport-app/CONNECT_EMAIL', payload: {} }, 'Required: email'],
    [{ id, type: '@walletport-app/CONNECT_EMAIL', payload: { email: 'x' } }, 'Invalid input: email'],
    [
      { id, type: '@walletport-app/CONNECT_EMAIL', payload: { email: 'a@example.com', extra: 1 } },
      'Invalid input: extra',
    ],
    [{ id, type: '@walletport-app/NOPE' }, 'Unknown request @walletport-app/NOPE'],
    [{ id, type: '@walletport-frame/READY' }, 'Unknown request @walletport-frame/READY'],
    [{ type: '@walletport-app/SIGN_OUT' }, 'Required: id'],
    [{ id: 'not-a-uuid', type: '@walletport-app/SIGN_OUT' }, 'Invalid input: id'],
    ['a string', 'Invalid input'],
    [null, 'Invalid input'],
  ])('refuses %p with %p', (message, text) => {
    expect(parseAppMessage(message)).toMatchObject({ kind: 'invalid', message: text })
  })

  it('refuses a type named after an Object.prototype member', () => {
    expect(parseAppMessage({ id, type: '@walletport-app/constructor' })).toMatchObject({ kind: 'invalid' })
  })
})

describe('parseFrameMessage (the dapp checks what the frame sends)', () => {
  it('reads success answers by their schema', () => {
    expect(parseFrameMessage(frameSuccessMessage(id, 'CONNECT_EMAIL', { action: 'VERIFY_OTP' }))).toEqual({
      kind: 'success',
      id,
      type: 'CONNECT_EMAIL',
      payload: { action: 'VERIFY_OTP' },
    })
    expect(
      parseFrameMessage({
        id,
        type: '@walletport-frame/CONNECT_EMAIL_SUCCESS',
        payload: { action: 'CONNECT' },
      }),
    ).toMatchObject({
      kind: 'invalid',
    })
  })

  it('reads error answers with their message and code, or none', () => {
    expect(
      parseFrameMessage(frameErrorMessage(id, 'RPC_REQUEST', 'User rejected the request.', 4001)),
    ).toEqual({
      kind: 'error',
      id,
      type: 'RPC_REQUEST',
      message: 'User rejected the request.',
      code: 4001,
    })
    expect(
      parseFrameMessage({ id, type: '@walletport-frame/SIGN_OUT_ERROR', payload: { message: 42 } }),
    ).toMatchObject({
      kind: 'error',
      message: undefined,
    })
  })

  it('reads notices without id, and refuses unknown ones', () => {
    expect(parseFrameMessage(frameNoticeMessage('READY', { version: 4 }))).toEqual({
      kind: 'notice',
      type: 'READY',
      payload: { version: 4 },
    })
    expect(
      parseFrameMessage({
        type: '@walletport-frame/SESSION_UPDATE',
        payload: { token: 'x', connected: true },
      }),
    ).toMatchObject({
      kind: 'invalid',
    })
    expect(parseFrameMessage({ type: '@walletport-frame/toString' })).toMatchObject({ kind: 'invalid' })
    expect(parseFrameMessage({ type: '@walletport-app/READY' })).toMatchObject({ kind: 'invalid' })
  })
})
