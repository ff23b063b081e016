import { isSocialProvider, type LinkedIdentity, type SocialProvider } from '@walletport/core'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { sha256 } from '../crypto/keyedHash.js'
import { ApiError } from '../http/ApiError.js'
import { identityIdOf } from '../identities/accountIdentities.js'
import { decideSocialLink } from './decideSocialAccount.js'
import { checkLoginCode, type LoginCodeCheck } from './loginCodeBinding.js'
import { SocialLinkTakenError } from './SocialLinkTakenError.js'

const refusals: Record<Exclude<LoginCodeCheck, 'ok'>, ApiError> = {
  used: new ApiError({
    status: 410,
    code: 'invalid_code',
    message: 'This link code was already used: link again',
  }),
  expired: new ApiError({
    status: 410,
    code: 'code_expired',
    message: 'This link code has expired: link again',
  }),
  'other-device': new ApiError({
    status: 403,
    code: 'invalid_code',
    message: 'This link code belongs to another window: link again',
  }),
  'wrong-verifier': new ApiError({
    status: 403,
    code: 'invalid_code',
    message: 'This link code belongs to another window: link again',
  }),
}

const taken = (provider: SocialProvider) =>
  new ApiError({ status: 409, code: 'identity_taken', message: new SocialLinkTakenError(provider).message })

interface LinkRow {
  id: string
  provider: string
  subject: string | null
  device_jkt: string
  login_challenge: string
  link_account_id: string | null
  user_name: string | null
  identity_email: string | null
  identity_email_verified: boolean | null
  code_expires_at: Date
  redeemed_at: Date | null
  purpose: 'login' | 'link'
}

/**
 * Finishes a link: the signed-in device that started it trades the one-time code (with its verifier) for the
 * identity joining its account. Only now is the identity written; it must still be free (or already this account's).
 * Any refused attempt spends the code. The session stays as it is: linking is not a login.
 */
export async function redeemSocialLink(
  context: ServerContext,
  device: AuthenticatedDevice,
  { code, verifier }: { code: string; verifier: string },
): Promise<{ identity: Omit<LinkedIdentity, 'removable'> }> {
  const now = context.now()
  const outcome = await context.db.transaction(async (executor) => {
    const [row] = await executor.query<LinkRow>(
      `select id, provider, subject, device_jkt, login_challenge, link_account_id, user_name, identity_email,
         identity_email_verified, code_expires_at, redeemed_at, purpose
       from social_logins where login_code_hash = $1 for update`,
      [sha256(code)],
    )
    if (row?.purpose !== 'link' || !row.subject || !isSocialProvider(row.provider))
      return {
        error: new ApiError({
          status: 400,
          code: 'invalid_code',
          message: 'This link code is not valid: link again',
        }),
      }
    const spend = () =>
      row.redeemed_at
        ? undefined
        : executor.query('update social_logins set redeemed_at = $2 where id = $1', [row.id, new Date(now)])
    const check = checkLoginCode(
      {
        redeemedAt: row.redeemed_at?.getTime(),
        expiresAt: row.code_expires_at.getTime(),
        deviceJkt: row.device_jkt,
        loginChallenge: row.login_challenge,
      },
      { verifier, deviceJkt: device.deviceJkt, now },
    )
    await spend()
    if (check !== 'ok') return { error: refusals[check], reason: check }
    if (row.link_account_id !== device.accountId)
      return { error: refusals['other-device'], reason: 'account' }
    const [known] = await executor.query<{ account_id: string }>(
      'select account_id from identities where provider = $1 and subject = $2 for update',
      [row.provider, row.subject],
    )
    const decision = decideSocialLink({
      identityAccountId: known?.account_id,
      signedInAccountId: device.accountId,
    })
    if (decision.kind === 'other-account') return { error: taken(row.provider), reason: 'other-account' }
    const [stored] = await executor.query<{ created_at: Date }>(
      `insert into identities (provider, subject, account_id, user_name, email, email_verified, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (provider, subject) do update set user_name = excluded.user_name, email = excluded.email,
         email_verified = excluded.email_verified
       where identities.account_id = excluded.account_id
       returning created_at`,
      [
        row.provider,
        row.subject,
        device.accountId,
        row.user_name,
        row.identity_email,
        row.identity_email_verified ?? false,
        new Date(now),
      ],
    )
    if (!stored) return { error: taken(row.provider), reason: 'other-account' }
    return {
      decision: decision.kind,
      identity: {
        id: identityIdOf(row.provider, row.subject),
        provider: row.provider,
        userName: row.user_name,
        email: row.identity_email,
        createdAt: stored.created_at.toISOString(),
      },
    }
  })
  if ('error' in outcome) {
    context.logger.info('social link refused', { reason: outcome.reason ?? 'unknown' })
    throw outcome.error
  }
  context.logger.info('identity linked', {
    account: device.accountId,
    provider: outcome.identity.provider,
    decision: outcome.decision,
  })
  return { identity: outcome.identity }
}
