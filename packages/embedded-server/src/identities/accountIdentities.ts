import { createHash } from 'node:crypto'
import type { LinkedIdentity } from '@walletport/core'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import type { SqlExecutor } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import { assertFreshLogin } from '../wallet/assertFreshLogin.js'
import { canUnlinkIdentity } from './canUnlinkIdentity.js'

/** Opaque and stable: a digest of (provider, subject), so the provider's user id is not shown to dapps. */
export const identityIdOf = (provider: string, subject: string) =>
  createHash('sha256').update(`${provider}\0${subject}`).digest('base64url').slice(0, 22)

interface IdentityRow {
  provider: string
  subject: string
  user_name: string | null
  email: string | null
  created_at: Date
}

async function readWaysIn(executor: SqlExecutor, accountId: string, lock: boolean) {
  const [account] = await executor.query<{ email: string | null }>(
    `select email from accounts where id = $1${lock ? ' for update' : ''}`,
    [accountId],
  )
  const identities = await executor.query<IdentityRow>(
    `select provider, subject, user_name, email, created_at from identities where account_id = $1
     order by created_at, provider`,
    [accountId],
  )
  return { email: account?.email ?? null, hasEmail: account?.email != null, identities }
}

/** The account's identities, oldest first. */
export async function listIdentities(
  context: ServerContext,
  device: AuthenticatedDevice,
): Promise<{ email: string | null; identities: LinkedIdentity[] }> {
  const { email, hasEmail, identities } = await readWaysIn(context.db, device.accountId, false)
  const removable = canUnlinkIdentity({ hasEmail, identities: identities.length })
  return {
    email,
    identities: identities.map((row) => ({
      id: identityIdOf(row.provider, row.subject),
      provider: row.provider,
      userName: row.user_name,
      email: row.email,
      createdAt: row.created_at.toISOString(),
      removable,
    })),
  }
}

/**
 * Unlinks one of the account's identities (fresh login only): that provider no longer signs in to this wallet.
 * Refused when it is the last way in. The account row is locked, so two unlinks cannot both pass the count.
 */
export async function unlinkIdentity(
  context: ServerContext,
  device: AuthenticatedDevice,
  { id }: { id: string },
): Promise<void> {
  assertFreshLogin(context, device, 'unlink a sign-in')
  const removed = await context.db.transaction(async (executor) => {
    const { hasEmail, identities } = await readWaysIn(executor, device.accountId, true)
    const row = identities.find((identity) => identityIdOf(identity.provider, identity.subject) === id)
    if (!row) return undefined
    if (!canUnlinkIdentity({ hasEmail, identities: identities.length }))
      throw new ApiError({
        status: 409,
        code: 'last_sign_in',
        message: 'This is the only way into this wallet: link another sign-in first',
      })
    await executor.query('delete from identities where provider = $1 and subject = $2 and account_id = $3', [
      row.provider,
      row.subject,
      device.accountId,
    ])
    return row.provider
  })
  if (!removed)
    throw new ApiError({ status: 404, code: 'not_found', message: 'This account has no such linked sign-in' })
  context.logger.info('identity unlinked', { account: device.accountId, provider: removed })
}
