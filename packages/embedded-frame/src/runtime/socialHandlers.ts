import { embeddedRoutes } from '@walletport/embedded/contract'
import type { FrameRequestPayload, FrameSuccessPayload } from '@walletport/embedded/protocol'
import type { FrameApi, StoredSession } from './createFrameApi.js'
import { FrameRequestError } from './FrameError.js'
import { FRAME_STORAGE_PREFIX, frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'
import { challengeOf, randomVerifier, readSocialResult } from './socialVerifier.js'

/** The sign-in this frame started: its verifier never leaves the frame (only its SHA-256 goes to the server). */
const pendingSocialKey = `${FRAME_STORAGE_PREFIX}social-login`
const PENDING_TTL_MS = 10 * 60_000

interface PendingSocialLogin {
  verifier: string
  provider: string
  startedAt: number
}

/**
 * GET_SOCIAL_PROVIDERS, GET_SOCIAL_REDIRECT_URI and CONNECT_SOCIAL. The frame makes a verifier per sign-in and
 * keeps it (in its storage, so a redirect-mode return finds it); the server binds the one-time login code to
 * its challenge and to this device's key, so the code the dapp window carries is useless anywhere else.
 */
export function createSocialHandlers({
  api,
  store,
  dapp,
  onSignedIn,
}: {
  api: FrameApi
  store: KeyValueStore
  dapp(): { origin: string; name: string }
  onSignedIn(): void
}) {
  return {
    async GET_SOCIAL_PROVIDERS(): Promise<FrameSuccessPayload<'GET_SOCIAL_PROVIDERS'>> {
      const config = await api.request(embeddedRoutes.serverConfig)
      return { providers: config.socials }
    },
    async GET_SOCIAL_REDIRECT_URI({
      provider,
      returnUrl,
    }: FrameRequestPayload<'GET_SOCIAL_REDIRECT_URI'>): Promise<
      FrameSuccessPayload<'GET_SOCIAL_REDIRECT_URI'>
    > {
      const verifier = randomVerifier()
      const started = await api.request(embeddedRoutes.socialLoginStart, {
        provider,
        loginChallenge: await challengeOf(verifier),
        dapp: dapp(),
        ...(returnUrl !== undefined && { returnUrl }),
      })
      await store.set(pendingSocialKey, {
        verifier,
        provider,
        startedAt: Date.now(),
      } satisfies PendingSocialLogin)
      return { uri: started.uri }
    },
    async CONNECT_SOCIAL({
      uri,
    }: FrameRequestPayload<'CONNECT_SOCIAL'>): Promise<FrameSuccessPayload<'CONNECT_SOCIAL'>> {
      const result = readSocialResult(uri, api.serverUrl, 'social login')
      if ('error' in result) {
        await store.delete(pendingSocialKey)
        throw new FrameRequestError(result.error)
      }
      const { code } = result
      const pending = await store.get<PendingSocialLogin>(pendingSocialKey)
      if (!pending || Date.now() - pending.startedAt > PENDING_TTL_MS)
        throw new FrameRequestError('This sign-in was not started here or has expired: sign in again')
      // Spent before the answer, so a second connect with the same result cannot reuse the verifier.
      await store.delete(pendingSocialKey)
      const session = await api.request(embeddedRoutes.socialLoginRedeem, {
        code,
        verifier: pending.verifier,
      })
      await store.set(frameStorageKeys.session, {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        account: session.account,
        provider: session.provider,
        ...(session.userName !== null && { userName: session.userName }),
      } satisfies StoredSession)
      onSignedIn()
      return {
        ...(session.userName !== null && { userName: session.userName }),
        provider: session.provider as FrameSuccessPayload<'CONNECT_SOCIAL'>['provider'],
      }
    },
  }
}
