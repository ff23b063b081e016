import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { ApiError } from '../http/ApiError.js'
import { assertFreshLogin } from '../wallet/assertFreshLogin.js'

/**
 * Removes one of the account's passkeys with its recovery set (fresh login only). Any passkey may go, the last one
 * too: the passphrase's recovery set cannot be removed (every wallet has one), so the wallet stays recoverable.
 * Devices that once recovered with the passkey keep their own device sets.
 */
export async function removePasskey(
  context: ServerContext,
  device: AuthenticatedDevice,
  { credentialId }: { credentialId: string },
): Promise<void> {
  assertFreshLogin(context, device, 'remove a passkey')
  const removed = await context.db.query(
    'delete from passkeys where account_id = $1 and credential_id = $2 returning credential_id',
    [device.accountId, credentialId],
  )
  if (removed.length === 0)
    throw new ApiError({ status: 404, code: 'not_found', message: 'This account has no such passkey' })
  context.logger.info('passkey removed', { account: device.accountId })
}
