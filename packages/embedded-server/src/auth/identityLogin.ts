import type { JWK } from 'jose'
import type { SqlExecutor } from '../db/Database.js'
import type { ServerContext } from './ServerContext.js'
import { issueSession, type SessionTokens } from './sessions.js'

/** Registers the device on the account (or revives it) and starts a session: the end of every identity login. */
export async function signInWithIdentity(
  context: ServerContext,
  executor: SqlExecutor,
  { accountId, device }: { accountId: string; device: { jkt: string; jwk: JWK } },
): Promise<SessionTokens> {
  await executor.query(
    `insert into devices (account_id, jkt, public_jwk, created_at, last_seen_at) values ($1, $2, $3, $4, $4)
     on conflict (account_id, jkt) do update set last_seen_at = excluded.last_seen_at, revoked_at = null`,
    [accountId, device.jkt, JSON.stringify(device.jwk), new Date(context.now())],
  )
  return issueSession(context, executor, { accountId, deviceJkt: device.jkt })
}
