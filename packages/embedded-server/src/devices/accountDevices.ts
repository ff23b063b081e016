import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { ApiError } from '../http/ApiError.js'
import { assertFreshLogin } from '../wallet/assertFreshLogin.js'

export interface AccountDevice {
  /** The device key's JWK thumbprint (RFC 7638): stable, public, says nothing about the device. */
  id: string
  createdAt: string
  lastSeenAt: string
  /** The device holds a device set (its auth share is on the server): it can sign. */
  canSign: boolean
  current: boolean
}

/** Every live device of the account, the asking one marked, newest first. */
export async function listDevices(
  context: ServerContext,
  device: AuthenticatedDevice,
): Promise<AccountDevice[]> {
  const rows = await context.db.query<{
    jkt: string
    created_at: Date
    last_seen_at: Date
    can_sign: boolean
  }>(
    `select devices.jkt, devices.created_at, devices.last_seen_at, auth_shares.device_jkt is not null as can_sign
     from devices left join auth_shares on auth_shares.account_id = devices.account_id and auth_shares.device_jkt = devices.jkt
     where devices.account_id = $1 and devices.revoked_at is null
     order by devices.created_at desc, devices.jkt`,
    [device.accountId],
  )
  return rows.map((row) => ({
    id: row.jkt,
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    canSign: row.can_sign,
    current: row.jkt === device.deviceJkt,
  }))
}

/**
 * Revokes another device of the account (fresh login only): its auth share is deleted, so its device share is
 * useless, and its sessions end. Signing in again later makes it a new device that must recover.
 */
export async function revokeDevice(
  context: ServerContext,
  device: AuthenticatedDevice,
  { deviceId }: { deviceId: string },
): Promise<void> {
  assertFreshLogin(context, device, 'remove a device')
  if (deviceId === device.deviceJkt)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'This is the device you are using: sign out instead',
    })
  const now = new Date(context.now())
  const revoked = await context.db.transaction(async (executor) => {
    const rows = await executor.query(
      `update devices set revoked_at = $3 where account_id = $1 and jkt = $2 and revoked_at is null returning jkt`,
      [device.accountId, deviceId, now],
    )
    if (rows.length === 0) return false
    await executor.query('delete from auth_shares where account_id = $1 and device_jkt = $2', [
      device.accountId,
      deviceId,
    ])
    await executor.query(
      `update token_families set revoked_at = $3, revoked_reason = 'device removed'
       where account_id = $1 and device_jkt = $2 and revoked_at is null`,
      [device.accountId, deviceId, now],
    )
    return true
  })
  if (!revoked)
    throw new ApiError({ status: 404, code: 'not_found', message: 'This account has no such device' })
  context.logger.info('device revoked', { account: device.accountId })
}
