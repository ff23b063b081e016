import { randomBytes, randomUUID } from 'node:crypto'
import type { JWK } from 'jose'
import { limitRate } from '../auth/limitRate.js'
import type { ServerContext } from '../auth/ServerContext.js'
import type { SessionTokens } from '../auth/sessions.js'
import { findOrCreateIdentityAccount, signInWithIdentity } from '../auth/signInWithIdentity.js'
import { ApiError } from '../http/ApiError.js'
import { type FarcasterRelayClient, FarcasterSignInError } from './createFarcasterRelayClient.js'

export interface FarcasterLoginSession extends SessionTokens {
  action: 'CONNECT'
  userName: string
  account: { id: string; email: string | null }
}

interface LoginRow {
  id: string
  nonce: string
  domain: string
  channel_token: string
  device_jkt: string
  expires_at: Date
  consumed_at: Date | null
}

const notOffered = () =>
  new ApiError({
    status: 404,
    code: 'not_found',
    message: 'Farcaster login is not available on this wallet server',
  })
const expired = () =>
  new ApiError({
    status: 410,
    code: 'code_expired',
    message: 'The Farcaster sign-in has expired: scan a new code',
  })
const used = () =>
  new ApiError({
    status: 410,
    code: 'code_expired',
    message: 'This Farcaster sign-in was already used: scan a new code',
  })

function relayOf(context: ServerContext): FarcasterRelayClient {
  if (!context.farcaster) throw notOffered()
  return context.farcaster
}

/**
 * Opens a Sign In With Farcaster: a single-use nonce (5 minutes) bound to the requesting device, and a relay
 * channel for the dapp's host as SIWF domain. The URL goes into the QR; the channel token stays on the server.
 */
export async function startFarcasterLogin(
  context: ServerContext,
  { deviceJkt, dappOrigin, ip }: { deviceJkt: string; dappOrigin: string; ip: string },
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
    `insert into farcaster_logins (id, nonce, domain, channel_token, device_jkt, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [loginId, nonce, domain, channel.channelToken, deviceJkt, new Date(now), new Date(expiresAt)],
  )
  return { loginId, url: channel.url }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

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
  const relay = relayOf(context)
  const [login] = await context.db.query<LoginRow>('select * from farcaster_logins where id = $1', [loginId])
  if (!login || login.device_jkt !== device.jkt)
    throw new ApiError({
      status: 404,
      code: 'not_found',
      message: 'Unknown Farcaster sign-in: scan a new code',
    })
  if (login.consumed_at) throw used()
  const deadline = Date.now() + context.limits.approvalWaitMs
  let status = await relay.status(login.channel_token)
  while (status.state === 'pending' && Date.now() < deadline && !signal?.aborted) {
    if (login.expires_at.getTime() <= context.now()) throw expired()
    await sleep(Math.min(250, Math.max(0, deadline - Date.now())), signal)
    status = await relay.status(login.channel_token)
  }
  if (login.expires_at.getTime() <= context.now()) throw expired()
  if (status.state === 'pending') return { action: 'PENDING' }
  let verified: Awaited<ReturnType<FarcasterRelayClient['verify']>>
  try {
    verified = await relay.verify({
      nonce: login.nonce,
      domain: login.domain,
      message: status.message,
      signature: status.signature,
    })
  } catch (error) {
    if (!(error instanceof FarcasterSignInError)) throw error
    context.logger.info('farcaster sign-in refused', { login: loginId, reason: error.reason })
    throw new ApiError({
      status: error.reason === 'unavailable' ? 502 : 401,
      code: 'unauthorized',
      message: error.message,
    })
  }
  const userName = status.username ?? `fid:${verified.fid}`
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
  if (!outcome) throw used()
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
