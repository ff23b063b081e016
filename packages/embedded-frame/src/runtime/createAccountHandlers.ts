import { embeddedRoutes } from '@walletport/embedded/contract'
import type { FrameRequestPayload, FrameSuccessPayload } from '@walletport/embedded/protocol'
import type { FrameApi, StoredSession } from './createFrameApi.js'
import { FrameRequestError } from './FrameError.js'
import { frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'

type Handler<Type extends 'GET_FARCASTER_URI' | 'CONNECT_FARCASTER' | 'LIST_DEVICES' | 'REVOKE_DEVICE'> = (
  payload: FrameRequestPayload<Type>,
) => Promise<FrameSuccessPayload<Type>>

/**
 * Sign In With Farcaster and the account's devices, for createFrameHandlers. The Farcaster sign-in is one per
 * frame at a time: a new GET_FARCASTER_URI replaces the pending one, and CONNECT_FARCASTER waits for that one.
 */
export function createAccountHandlers({
  api,
  store,
  dapp,
  onSessionChange,
}: {
  api: FrameApi
  store: KeyValueStore
  dapp(): { origin: string; name: string }
  onSessionChange(connected: boolean): void
}): {
  GET_FARCASTER_URI: Handler<'GET_FARCASTER_URI'>
  CONNECT_FARCASTER: Handler<'CONNECT_FARCASTER'>
  LIST_DEVICES: Handler<'LIST_DEVICES'>
  REVOKE_DEVICE: Handler<'REVOKE_DEVICE'>
} {
  let farcasterLoginId: string | undefined
  const requireSession = async () => {
    if (!(await store.get<StoredSession>(frameStorageKeys.session)))
      throw new FrameRequestError('Sign in first')
  }

  return {
    async GET_FARCASTER_URI() {
      const started = await api.request(embeddedRoutes.farcasterLoginStart, { dapp: dapp() })
      farcasterLoginId = started.loginId
      return { url: started.url }
    },
    async CONNECT_FARCASTER() {
      const loginId = farcasterLoginId
      if (!loginId) throw new FrameRequestError('Ask for the Farcaster sign-in link first')
      for (;;) {
        const answer = await api.request(embeddedRoutes.farcasterLoginWait, { loginId })
        if (farcasterLoginId !== loginId)
          throw new FrameRequestError('A newer Farcaster sign-in replaced this one')
        if (answer.action === 'PENDING') continue
        await store.set(frameStorageKeys.session, {
          accessToken: answer.accessToken,
          refreshToken: answer.refreshToken,
          account: answer.account,
          userName: answer.userName,
        } satisfies StoredSession)
        farcasterLoginId = undefined
        onSessionChange(true)
        return { userName: answer.userName }
      }
    },
    async LIST_DEVICES() {
      await requireSession()
      return api.request(embeddedRoutes.listDevices)
    },
    async REVOKE_DEVICE({ deviceId }) {
      await requireSession()
      await api.request(embeddedRoutes.revokeDevice, { deviceId })
      return {}
    },
  }
}
