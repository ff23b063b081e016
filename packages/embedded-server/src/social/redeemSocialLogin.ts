import type { JWK } from 'jose'
import type { ServerContext } from '../auth/ServerContext.js'
import type { SessionTokens } from '../auth/sessions.js'
import { signInWithIdentity } from '../auth/signInWithIdentity.js'
import { sha256 } from '../crypto/keyedHash.js'
import { ApiError } from '../http/ApiError.js'
import { checkLoginCode } from './loginCodeBinding.js'

export interface SocialLoginSession extends SessionTokens {
  action: 'CONNECT'
  account: { id: string; email: string | null }
  provider: string
  userName: string | null
}

const refusals = {
  used: new ApiError({
    status: 410,
    code: 'invalid_code',
    message: 'This login code was already used: sign in again',
  }),
  expired: new ApiError({
    status: 410,
    code: 'code_expired',
    message: 'This login code has expired: sign in again',
  }),
  'other-device': new ApiError({
    status: 403,
    code: 'invalid_code',
    message: 'This login code belongs to another window: sign in again',
  }),
  'wrong-verifier': new ApiError({
    status: 403,
    code: 'invalid_code',
    message: 'This login code belongs to another window: sign in again',
  }),
} as const

/**
 * Trades the one-time login code for a session: once, in time, by the device that started the sign-in with the
 * verifier only its frame holds. Any refusal spends the code, so an intercepted code is worth one guess.
 */
export async function redeemSocialLogin(
  context: ServerContext,
  { code, verifier, device }: { code: string; verifier: string; device: { jkt: string; jwk: JWK } },
): Promise<SocialLoginSession> {
  const now = context.now()
  const outcome = await context.db.transaction(async (executor) => {
    const [row] = await executor.query<{
      id: string
      provider: string
      device_jkt: string
      login_challenge: string
      account_id: string
      user_name: string | null
      code_expires_at: Date
      redeemed_at: Date | null
      purpose: 'login' | 'link'
    }>(
      `select id, provider, device_jkt, login_challenge, account_id, user_name, code_expires_at, redeemed_at, purpose
       from social_logins where login_code_hash = $1 for update`,
      [sha256(code)],
    )
    if (row?.purpose !== 'login')
      return {
        error: new ApiError({
          status: 400,
          code: 'invalid_code',
          message: 'This login code is not valid: sign in again',
        }),
      }
    const check = checkLoginCode(
      {
        redeemedAt: row.redeemed_at?.getTime(),
        expiresAt: row.code_expires_at.getTime(),
        deviceJkt: row.device_jkt,
        loginChallenge: row.login_challenge,
      },
      { verifier, deviceJkt: device.jkt, now },
    )
    if (check !== 'ok') {
      if (!row.redeemed_at)
        await executor.query('update social_logins set redeemed_at = $2 where id = $1', [
          row.id,
          new Date(now),
        ])
      return { error: refusals[check], check }
    }
    await executor.query('update social_logins set redeemed_at = $2 where id = $1', [row.id, new Date(now)])
    const [account] = await executor.query<{ id: string; email: string | null }>(
      'select id, email from accounts where id = $1',
      [row.account_id],
    )
    if (!account) return { error: refusals.expired }
    const tokens = await signInWithIdentity(context, executor, { accountId: account.id, device })
    return {
      session: {
        action: 'CONNECT' as const,
        account,
        provider: row.provider,
        userName: row.user_name,
        ...tokens,
      },
    }
  })
  if ('error' in outcome) {
    context.logger.info('social login code refused', { reason: outcome.check ?? 'unknown' })
    throw outcome.error
  }
  context.logger.info('login', { account: outcome.session.account.id, provider: outcome.session.provider })
  return outcome.session
}
