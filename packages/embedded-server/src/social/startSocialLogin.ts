import { randomBytes, randomUUID } from 'node:crypto'
import type { SocialProvider } from '@walletport/core'
import { limitRate } from '../auth/limitRate.js'
import type { ServerContext } from '../auth/ServerContext.js'
import { sha256 } from '../crypto/keyedHash.js'
import { ApiError } from '../http/ApiError.js'

/** How long a started sign-in waits for the provider's callback. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000

const random = () => randomBytes(32).toString('base64url')

/**
 * Starts a sign-in with a provider for the frame's device: random state, PKCE verifier and nonce kept on the
 * server (10 minutes), the frame's login challenge and the dapp it runs in recorded; answers the provider's
 * authorization URL the dapp opens in a popup (or navigates to, with `returnUrl` on its own origin). With
 * `linkAccountId` (a signed-in session asked) the round trip links the identity to that account instead.
 */
export async function startSocialLogin(
  context: ServerContext,
  {
    provider,
    loginChallenge,
    dappOrigin,
    returnUrl,
    deviceJkt,
    linkAccountId,
    ip,
  }: {
    provider: SocialProvider
    loginChallenge: string
    dappOrigin: string
    returnUrl: string | undefined
    deviceJkt: string
    linkAccountId?: string | undefined
    ip: string
  },
): Promise<{ uri: string }> {
  const client = context.socialClients?.[provider]
  if (!client)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: `Sign-in with ${provider} is not offered by this wallet server`,
    })
  if (!context.allowedOrigins.includes(dappOrigin))
    throw new ApiError({
      status: 403,
      code: 'unverified_domain',
      message: `${dappOrigin} is not an allowed app`,
    })
  if (returnUrl !== undefined && new URL(returnUrl).origin !== dappOrigin)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: `Invalid request: returnUrl must be on ${dappOrigin}`,
    })
  const now = context.now()
  await limitRate(context.db, now, [
    { bucket: `social-start-ip:${ip}`, perHour: context.limits.ipSendsPerHour * 2 },
  ])
  const state = random()
  const codeVerifier = random()
  const nonce = random()
  const uri = await client.authorizationUrl({ state, codeVerifier, nonce })
  await context.db.query(
    `insert into social_logins (id, state_hash, provider, code_verifier, nonce, device_jkt, login_challenge,
       dapp_origin, return_url, link_account_id, purpose, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      randomUUID(),
      sha256(state),
      provider,
      codeVerifier,
      nonce,
      deviceJkt,
      loginChallenge,
      dappOrigin,
      returnUrl ?? null,
      linkAccountId ?? null,
      linkAccountId === undefined ? 'login' : 'link',
      new Date(now),
      new Date(now + SOCIAL_STATE_TTL_MS),
    ],
  )
  return { uri: uri.href }
}
