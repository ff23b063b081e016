import type { JWK } from 'jose'
import type { SqlExecutor } from '../db/Database.js'
import type { ServerContext } from './ServerContext.js'
import { issueSession, type SessionTokens } from './sessions.js'

/**
 * The last step of every login that is not an email code (Farcaster, social): registers the device that proved
 * the identity with the account (a revoked device that signs in again is live again, without its old auth share)
 * and starts its session. Runs in the caller's transaction, so a failure leaves no half-made device or session.
 */
export async function signInWithIdentity(
  context: ServerContext,
  executor: SqlExecutor,
  { accountId, device }: { accountId: string; device: { jkt: string; jwk: JWK } },
): Promise<SessionTokens> {
  const now = new Date(context.now())
  await executor.query(
    `insert into devices (account_id, jkt, public_jwk, created_at, last_seen_at) values ($1, $2, $3, $4, $4)
     on conflict (account_id, jkt) do update set last_seen_at = excluded.last_seen_at, revoked_at = null`,
    [accountId, device.jkt, JSON.stringify(device.jwk), now],
  )
  return issueSession(context, executor, { accountId, deviceJkt: device.jkt })
}

/**
 * The account of (provider, subject), created with no email on first sight. The user name is refreshed on every
 * login (a Farcaster user may rename). Two first logins racing for one identity: the primary key lets one win.
 */
export async function findOrCreateIdentityAccount(
  context: ServerContext,
  executor: SqlExecutor,
  { provider, subject, userName }: { provider: string; subject: string; userName?: string },
): Promise<{ accountId: string; created: boolean }> {
  const now = new Date(context.now())
  const [existing] = await executor.query<{ account_id: string }>(
    'update identities set user_name = coalesce($3, user_name) where provider = $1 and subject = $2 returning account_id',
    [provider, subject, userName ?? null],
  )
  if (existing) return { accountId: existing.account_id, created: false }
  const accountId = crypto.randomUUID()
  await executor.query('insert into accounts (id, email, created_at) values ($1, null, $2)', [accountId, now])
  await executor.query(
    'insert into identities (provider, subject, account_id, user_name, created_at) values ($1, $2, $3, $4, $5)',
    [provider, subject, accountId, userName ?? null, now],
  )
  return { accountId, created: true }
}
