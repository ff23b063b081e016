import { randomBytes, randomUUID } from 'node:crypto'
import type { JWK } from 'jose'
import { limitRate } from '../auth/limitRate.js'
import type { ServerContext } from '../auth/ServerContext.js'
import type { SessionTokens } from '../auth/sessions.js'
import { findOrCreateIdentityAccount, signInWithIdentity } from '../auth/signInWithIdentity.js'
import { ApiError } from '../http/ApiError.js'
import { awaitFarcasterSignature, farcasterUsed, relayOf } from './awaitFarcasterSignature.js'

export interface FarcasterLoginSession extends SessionTokens {
  action: 'CONNECT'
  userName: string
  account: { id: string; email: string | null }
}

/**
 * Opens a Sign In With Farcaster: a single-use nonce (5 minutes) bound to the requesting device, and a relay
 * channel for the dapp's host as SIWF domain. The URL goes into the QR; the channel token stays on the server.
 * With `linkAccountId` (a signed-in session asked) it links the fid to that account instead (`finishFarcasterLink`).
 */
export async function startFarcasterLogin(
  context: ServerContext,
  {
    deviceJkt,
    dappOrigin,
    ip,
    linkAccountId,
  }: { deviceJkt: string; dappOrigin: string; ip: string; linkAccountId?: string | undefined },
): Promise<{ loginId: string; url: string }> {
  const relay = relayOf(context)
  if (!context.allowedOrigins.includes(dappOrigin))
    throw new ApiError({
      status: 403,
      code: 'unverified_domain',
      message: `${dappOrigin} is not among the sites allowed to use this wallet`,
    })
  const now = context.now()
  await limitRate(context.db, now, [{ bucket: `farcaster-ip:${ip}`, perHour: context.limits.ipSendsPerHour }])
  const nonce = randomBytes(16).toString('hex')
  const expiresAt = now + context.limits.farcasterLoginTtlMs
  const domain = new URL(dappOrigin).host
  const channel = await relay.createChannel({
    siweUri: dappOrigin,
    domain,
    nonce,
    expirationTime: new Date(expiresAt).toISOString(),
  })
  const loginId = randomUUID()
  await context.db.query(
    `insert into farcaster_logins (id, nonce, domain, channel_token, device_jkt, link_account_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      loginId,
      nonce,
      domain,
      channel.channelToken,
      deviceJkt,
      linkAccountId ?? null,
      new Date(now),
      new Date(expiresAt),
    ],
  )
  return { loginId, url: channel.url }
}

/**
 * Waits (up to the approval wait) for the user's Farcaster app to sign, then verifies the message — nonce and
 * domain of this login, signature, expiry, and that the signer is the fid's custody (IdRegistry) or an active auth
 * address of it (KeyRegistry) — consumes the nonce and signs the device in to the fid's account (made on first
 * sight). `PENDING` when nobody signed yet.
 */
export async function finishFarcasterLogin(
  context: ServerContext,
  { loginId, device, signal }: { loginId: string; device: { jkt: string; jwk: JWK }; signal?: AbortSignal },
): Promise<FarcasterLoginSession | { action: 'PENDING' }> {
  const signed = await awaitFarcasterSignature(context, { loginId, deviceJkt: device.jkt, signal })
  if (signed.action === 'PENDING') return signed
  const { verified, userName } = signed
  const outcome = await context.db.transaction(async (executor) => {
    const consumed = await executor.query(
      'update farcaster_logins set consumed_at = $2 where id = $1 and consumed_at is null returning id',
      [loginId, new Date(context.now())],
    )
    if (consumed.length === 0) return undefined
    const { accountId } = await findOrCreateIdentityAccount(context, executor, {
      provider: 'farcaster',
      subject: String(verified.fid),
      userName,
    })
    const [account] = await executor.query<{ email: string | null }>(
      'select email from accounts where id = $1',
      [accountId],
    )
    const tokens = await signInWithIdentity(context, executor, { accountId, device })
    return { accountId, email: account?.email ?? null, tokens }
  })
  if (!outcome) throw farcasterUsed()
  context.logger.info('login', {
    account: outcome.accountId,
    method: 'farcaster',
    farcasterSigner: verified.authMethod,
  })
  return {
    action: 'CONNECT',
    userName,
    account: { id: outcome.accountId, email: outcome.email },
    ...outcome.tokens,
  }
}
