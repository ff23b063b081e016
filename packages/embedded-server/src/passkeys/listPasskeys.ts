import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'

export interface AccountPasskey {
  /** The credential id (base64url). */
  id: string
  createdAt: string
  lastUsedAt: string | null
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(
  context: ServerContext,
  device: AuthenticatedDevice,
): Promise<AccountPasskey[]> {
  const rows = await context.db.query<{ credential_id: string; created_at: Date; last_used_at: Date | null }>(
    'select credential_id, created_at, last_used_at from passkeys where account_id = $1 order by created_at, credential_id',
    [device.accountId],
  )
  return rows.map((row) => ({
    id: row.credential_id,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  }))
}
