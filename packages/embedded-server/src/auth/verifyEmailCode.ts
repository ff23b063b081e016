import { randomUUID } from 'node:crypto'
import type { JWK } from 'jose'
import { consumeChallenge } from './challenges.js'
import { emailKey } from './emailKey.js'
import { limitRate } from './limitRate.js'
import type { ServerContext } from './ServerContext.js'
import { issueSession, type SessionTokens } from './sessions.js'

export interface EmailLoginSession extends SessionTokens {
  action: 'CONNECT'
  account: { id: string; email: string }
}

/**
 * Verifies the code of a login challenge from the device it was sent for; on success creates the account (first
 * login), registers the device and starts a session — all in one transaction with the code's consumption.
 */
export async function verifyEmailCode(
  context: ServerContext,
  {
    challengeId,
    code,
    device,
    ip,
  }: { challengeId: string; code: string; device: { jkt: string; jwk: JWK }; ip: string },
): Promise<EmailLoginSession> {
  const now = context.now()
  await limitRate(context.db, now, [{ bucket: `verify-ip:${ip}`, perHour: context.limits.ipVerifiesPerHour }])
  // Only this device's own challenge counts against its email, so nobody else's tries can use up the owner's.
  const [challengeEmail] = await context.db.query<{ email: string }>(
    'select email from email_challenges where id = $1 and device_jkt = $2',
    [challengeId, device.jkt],
  )
  if (challengeEmail)
    await limitRate(context.db, now, [
      {
        bucket: `verify-email:${emailKey(context.keys.pepper, challengeEmail.email)}`,
        perHour: context.limits.emailVerifiesPerHour,
      },
    ])
  const outcome = await context.db.transaction(async (executor) => {
    const consumed = await consumeChallenge(context, executor, {
      challengeId,
      code,
      purpose: 'login',
      deviceJkt: device.jkt,
    })
    if (!consumed.ok) return consumed
    const email = consumed.challenge.email
    await executor.query(
      'insert into accounts (id, email, created_at) values ($1, $2, $3) on conflict (email) do nothing',
      [randomUUID(), email, new Date(now)],
    )
    const [account] = await executor.query<{ id: string }>('select id from accounts where email = $1', [
      email,
    ])
    if (!account) throw new Error('The account row vanished inside its own transaction')
    await executor.query(
      `insert into devices (account_id, jkt, public_jwk, created_at, last_seen_at) values ($1, $2, $3, $4, $4)
       on conflict (account_id, jkt) do update set last_seen_at = excluded.last_seen_at, revoked_at = null`,
      [account.id, device.jkt, JSON.stringify(device.jwk), new Date(now)],
    )
    const tokens = await issueSession(context, executor, { accountId: account.id, deviceJkt: device.jkt })
    return {
      ok: true as const,
      session: { action: 'CONNECT' as const, account: { id: account.id, email }, ...tokens },
    }
  })
  if (!outcome.ok) throw outcome.error
  context.logger.info('login', { account: outcome.session.account.id })
  return outcome.session
}
