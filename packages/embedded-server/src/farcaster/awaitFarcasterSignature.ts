import type { ServerContext } from '../auth/ServerContext.js'
import { ApiError } from '../http/ApiError.js'
import { type FarcasterRelayClient, FarcasterSignInError } from './createFarcasterRelayClient.js'

interface LoginRow {
  id: string
  nonce: string
  domain: string
  channel_token: string
  device_jkt: string
  link_account_id: string | null
  expires_at: Date
  consumed_at: Date | null
}

export const farcasterNotOffered = () =>
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
export const farcasterUsed = () =>
  new ApiError({
    status: 410,
    code: 'code_expired',
    message: 'This Farcaster sign-in was already used: scan a new code',
  })

export function relayOf(context: ServerContext): FarcasterRelayClient {
  if (!context.farcaster) throw farcasterNotOffered()
  return context.farcaster
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
 * Waits (up to the approval wait) for the user's Farcaster app to sign the sign-in `loginId` of this device, then
 * verifies the message: nonce and domain of this sign-in, signature, expiry, and that the signer is the fid's custody
 * (IdRegistry) or an active auth address of it (KeyRegistry). A login and a link never finish each other's sign-in;
 * a link only for the account that started it. `PENDING` when nobody signed yet; consuming is the caller's.
 */
export async function awaitFarcasterSignature(
  context: ServerContext,
  {
    loginId,
    deviceJkt,
    linkAccountId,
    signal,
  }: {
    loginId: string
    deviceJkt: string
    linkAccountId?: string | undefined
    signal?: AbortSignal | undefined
  },
): Promise<
  | { action: 'PENDING' }
  | { action: 'SIGNED'; verified: Awaited<ReturnType<FarcasterRelayClient['verify']>>; userName: string }
> {
  const relay = relayOf(context)
  const [login] = await context.db.query<LoginRow>('select * from farcaster_logins where id = $1', [loginId])
  if (!login || login.device_jkt !== deviceJkt || login.link_account_id !== (linkAccountId ?? null))
    throw new ApiError({
      status: 404,
      code: 'not_found',
      message: 'Unknown Farcaster sign-in: scan a new code',
    })
  if (login.consumed_at) throw farcasterUsed()
  const deadline = Date.now() + context.limits.approvalWaitMs
  let status = await relay.status(login.channel_token)
  while (status.state === 'pending' && Date.now() < deadline && !signal?.aborted) {
    if (login.expires_at.getTime() <= context.now()) throw expired()
    await sleep(Math.min(250, Math.max(0, deadline - Date.now())), signal)
    status = await relay.status(login.channel_token)
  }
  if (login.expires_at.getTime() <= context.now()) throw expired()
  if (status.state === 'pending') return { action: 'PENDING' }
  try {
    const verified = await relay.verify({
      nonce: login.nonce,
      domain: login.domain,
      message: status.message,
      signature: status.signature,
    })
    return { action: 'SIGNED', verified, userName: status.username ?? `fid:${verified.fid}` }
  } catch (error) {
    if (!(error instanceof FarcasterSignInError)) throw error
    context.logger.info('farcaster sign-in refused', { login: loginId, reason: error.reason })
    throw new ApiError({
      status: error.reason === 'unavailable' ? 502 : 401,
      code: 'unauthorized',
      message: error.message,
    })
  }
}
