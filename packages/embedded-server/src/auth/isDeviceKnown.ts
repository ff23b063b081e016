import type { ServerContext } from './ServerContext.js'

/** Served by the indexes devices (account_id, jkt) and device_approvals_approved (the scaling test EXPLAINs it). */
export const isDeviceKnownSql = `select 1 from devices join accounts on accounts.id = devices.account_id
       where accounts.email = $1 and devices.jkt = $2 and devices.revoked_at is null
     union all
     select 1 from device_approvals
       where email = $1 and device_jkt = $2 and approved_at is not null and approved_at > $3
     limit 1`

/**
 * A device may get a code directly when the email's account has it (not revoked), or when it was approved for
 * this email within the approval window (sign-up, or a resend after approving).
 */
export async function isDeviceKnown(
  context: ServerContext,
  { email, deviceJkt }: { email: string; deviceJkt: string },
): Promise<boolean> {
  const rows = await context.db.query(isDeviceKnownSql, [
    email,
    deviceJkt,
    new Date(context.now() - context.limits.approvalTtlMs),
  ])
  return rows.length > 0
}
