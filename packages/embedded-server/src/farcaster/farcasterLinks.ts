import type { LinkedIdentity } from '@walletport/core'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { ApiError } from '../http/ApiError.js'
import { identityIdOf } from '../identities/accountIdentities.js'
import { decideSocialLink } from '../social/decideSocialAccount.js'
import { awaitFarcasterSignature, farcasterUsed } from './awaitFarcasterSignature.js'

const taken = () =>
  new ApiError({
    status: 409,
    code: 'identity_taken',
    message: 'This Farcaster account already opens another wallet: it cannot be linked to this one',
  })

/**
 * Finishes a Farcaster link the signed-in device started: once the user's Farcaster app signed (verified as a login
 * is), the fid joins the session's account, unless it already opens another account (refused, never moved). The
 * nonce is spent either way; the session is unchanged. `PENDING` while nobody signed.
 */
export async function finishFarcasterLink(
  context: ServerContext,
  { loginId, device, signal }: { loginId: string; device: AuthenticatedDevice; signal?: AbortSignal },
): Promise<{ action: 'PENDING' } | { action: 'LINKED'; identity: Omit<LinkedIdentity, 'removable'> }> {
  const signed = await awaitFarcasterSignature(context, {
    loginId,
    deviceJkt: device.deviceJkt,
    linkAccountId: device.accountId,
    signal,
  })
  if (signed.action === 'PENDING') return signed
  const subject = String(signed.verified.fid)
  const now = new Date(context.now())
  const outcome = await context.db.transaction(async (executor) => {
    const consumed = await executor.query(
      'update farcaster_logins set consumed_at = $2 where id = $1 and consumed_at is null returning id',
      [loginId, now],
    )
    if (consumed.length === 0) return { error: farcasterUsed() }
    const [known] = await executor.query<{ account_id: string }>(
      `select account_id from identities where provider = 'farcaster' and subject = $1 for update`,
      [subject],
    )
    const decision = decideSocialLink({
      identityAccountId: known?.account_id,
      signedInAccountId: device.accountId,
    })
    if (decision.kind === 'other-account') return { error: taken() }
    const [stored] = await executor.query<{ created_at: Date }>(
      `insert into identities (provider, subject, account_id, user_name, created_at) values ('farcaster', $1, $2, $3, $4)
       on conflict (provider, subject) do update set user_name = excluded.user_name
       where identities.account_id = excluded.account_id
       returning created_at`,
      [subject, device.accountId, signed.userName, now],
    )
    if (!stored) return { error: taken() }
    return { decision: decision.kind, createdAt: stored.created_at }
  })
  if ('error' in outcome) {
    context.logger.info('farcaster link refused', { account: device.accountId })
    throw outcome.error
  }
  context.logger.info('identity linked', {
    account: device.accountId,
    provider: 'farcaster',
    decision: outcome.decision,
  })
  return {
    action: 'LINKED',
    identity: {
      id: identityIdOf('farcaster', subject),
      provider: 'farcaster',
      userName: signed.userName,
      email: null,
      createdAt: outcome.createdAt.toISOString(),
    },
  }
}
