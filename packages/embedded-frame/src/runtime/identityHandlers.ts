import { embeddedRoutes } from '@walletport/embedded/contract'
import type { FrameRequestPayload, FrameSuccessPayload } from '@walletport/embedded/protocol'
import type { FrameApi, StoredSession } from './createFrameApi.js'
import { FrameRequestError } from './FrameError.js'
import { FRAME_STORAGE_PREFIX, frameStorageKeys, type KeyValueStore } from './KeyValueStore.js'
import { challengeOf, randomVerifier, readSocialResult } from './socialVerifier.js'

/** The link this frame started; kept apart from a pending login so one never redeems the other's code. */
const pendingLinkKey = `${FRAME_STORAGE_PREFIX}social-link`
const PENDING_TTL_MS = 10 * 60_000

interface PendingLink {
  verifier: string
  provider: string
  accountId: string
  startedAt: number
}

type Handler<
  Type extends
    | 'GET_SOCIAL_LINK_URI'
    | 'LINK_SOCIAL'
    | 'GET_FARCASTER_LINK_URI'
    | 'LINK_FARCASTER'
    | 'LIST_IDENTITIES'
    | 'UNLINK_IDENTITY',
> = (payload: FrameRequestPayload<Type>) => Promise<FrameSuccessPayload<Type>>

/**
 * The signed-in user's sign-ins: GET_SOCIAL_LINK_URI starts a link (the same verifier-bound one-time code as a
 * login, redeemed with the session), LINK_SOCIAL finishes it, LIST_IDENTITIES and UNLINK_IDENTITY. Linking never
 * changes the session.
 */
export function createIdentityHandlers({
  api,
  store,
  dapp,
}: {
  api: FrameApi
  store: KeyValueStore
  dapp(): { origin: string; name: string }
}): {
  GET_SOCIAL_LINK_URI: Handler<'GET_SOCIAL_LINK_URI'>
  LINK_SOCIAL: Handler<'LINK_SOCIAL'>
  GET_FARCASTER_LINK_URI: Handler<'GET_FARCASTER_LINK_URI'>
  LINK_FARCASTER: Handler<'LINK_FARCASTER'>
  LIST_IDENTITIES: Handler<'LIST_IDENTITIES'>
  UNLINK_IDENTITY: Handler<'UNLINK_IDENTITY'>
} {
  const requireSession = async () => {
    const session = await store.get<StoredSession>(frameStorageKeys.session)
    if (!session) throw new FrameRequestError('Sign in first')
    return session
  }

  /** One Farcaster link at a time: a newer GET_FARCASTER_LINK_URI replaces the pending one. */
  let farcasterLinkId: string | undefined

  return {
    async GET_SOCIAL_LINK_URI({ provider }) {
      const { account } = await requireSession()
      const verifier = randomVerifier()
      const started = await api.request(embeddedRoutes.socialLinkStart, {
        provider,
        loginChallenge: await challengeOf(verifier),
        dapp: dapp(),
      })
      await store.set(pendingLinkKey, {
        verifier,
        provider,
        accountId: account.id,
        startedAt: Date.now(),
      } satisfies PendingLink)
      return { uri: started.uri }
    },
    async LINK_SOCIAL({ uri }) {
      const { account } = await requireSession()
      const result = readSocialResult(uri, api.serverUrl, 'link')
      const pending = await store.get<PendingLink>(pendingLinkKey)
      // Spent before the answer, so a second link with the same result cannot reuse the verifier.
      await store.delete(pendingLinkKey)
      if ('error' in result) throw new FrameRequestError(result.error)
      if (!pending || Date.now() - pending.startedAt > PENDING_TTL_MS || pending.accountId !== account.id)
        throw new FrameRequestError('This link was not started here or has expired: link again')
      return api.request(embeddedRoutes.socialLinkRedeem, { code: result.code, verifier: pending.verifier })
    },
    async GET_FARCASTER_LINK_URI() {
      await requireSession()
      const started = await api.request(embeddedRoutes.farcasterLinkStart, { dapp: dapp() })
      farcasterLinkId = started.loginId
      return { url: started.url }
    },
    async LINK_FARCASTER() {
      const loginId = farcasterLinkId
      if (!loginId) throw new FrameRequestError('Ask for the Farcaster link code first')
      for (;;) {
        await requireSession()
        const answer = await api.request(embeddedRoutes.farcasterLinkWait, { loginId })
        if (farcasterLinkId !== loginId)
          throw new FrameRequestError('A newer Farcaster link replaced this one')
        if (answer.action === 'PENDING') continue
        farcasterLinkId = undefined
        return { identity: answer.identity }
      }
    },
    async LIST_IDENTITIES() {
      await requireSession()
      return api.request(embeddedRoutes.listIdentities)
    },
    async UNLINK_IDENTITY({ id }) {
      await requireSession()
      await api.request(embeddedRoutes.unlinkIdentity, { id })
      return {}
    },
  }
}
