import { randomUUID } from 'node:crypto'
import { keyedHash } from '../crypto/keyedHash.js'
import { generateToken } from '../crypto/randomSecrets.js'
import { renderCodeMail, renderDeviceApprovalMail } from '../mail/renderMails.js'
import { createChallenge } from './challenges.js'
import { claimMailCooldown } from './claimMailCooldown.js'
import { assertAllowedDappOrigin, type DappIdentity } from './dappIdentity.js'
import { emailKey } from './emailKey.js'
import { isDeviceKnown } from './isDeviceKnown.js'
import { limitRate } from './limitRate.js'
import { normalizeEmail } from './normalizeEmail.js'
import type { ServerContext } from './ServerContext.js'
import { sendGuardedMail } from './sendGuardedMail.js'

export type StartEmailLoginResult =
  | { action: 'VERIFY_OTP'; challengeId: string }
  | { action: 'VERIFY_DEVICE'; approvalId: string }

/**
 * Mails a code (device known to the email's account) or a device-approval link (any other device). The
 * answer depends only on the requesting device, so an unknown email and a known one look the same to anyone
 * whose device was never approved for it.
 */
export async function startEmailLogin(
  context: ServerContext,
  {
    email: rawEmail,
    deviceJkt,
    dapp,
    ip,
  }: { email: string; deviceJkt: string; dapp: DappIdentity; ip: string },
): Promise<StartEmailLoginResult> {
  assertAllowedDappOrigin(context.allowedOrigins, dapp.origin)
  const email = normalizeEmail(rawEmail)
  const key = emailKey(context.keys.pepper, email)
  const now = context.now()
  // Every limit here is the requester's (its device key and its address): a stranger's starts for this email
  // never delay or refuse the owner's own devices (issue 33, lock-out by strangers).
  const cooldown = await claimMailCooldown(context, `email:${key}:${deviceJkt}`, now)
  try {
    await limitRate(context.db, now, [
      { bucket: `send-device:${deviceJkt}`, perHour: context.limits.deviceSendsPerHour },
      { bucket: `send-ip:${ip}`, perHour: context.limits.ipSendsPerHour },
    ])
  } catch (error) {
    await cooldown.release()
    throw error
  }
  const minutes = Math.round(context.limits.codeTtlMs / 60_000)
  if (await isDeviceKnown(context, { email, deviceJkt })) {
    const challenge = await context.db.transaction((executor) =>
      createChallenge(context, executor, { purpose: 'login', email, deviceJkt }),
    )
    await sendGuardedMail(
      context,
      renderCodeMail({ to: email, code: challenge.code, dapp, minutes, reason: 'sign-in' }),
      {
        kind: 'login-code',
        emailKey: key,
        undo: async () => {
          await cooldown.release()
          await context.db.query('update email_challenges set voided_at = $2 where id = $1', [
            challenge.id,
            new Date(now),
          ])
        },
      },
    )
    return { action: 'VERIFY_OTP', challengeId: challenge.id }
  }
  const approvalId = randomUUID()
  const token = generateToken()
  await context.db.transaction(async (executor) => {
    // Only this device's older approval is replaced: another device's start must not void the owner's.
    await executor.query(
      `update device_approvals set voided_at = $3
       where email = $1 and device_jkt = $2 and approved_at is null and voided_at is null`,
      [email, deviceJkt, new Date(now)],
    )
    await executor.query(
      `insert into device_approvals (id, email, device_jkt, token_hash, dapp_origin, dapp_name, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        approvalId,
        email,
        deviceJkt,
        keyedHash(context.keys.pepper, 'device-approval', token),
        dapp.origin,
        dapp.name,
        new Date(now),
        new Date(now + context.limits.approvalTtlMs),
      ],
    )
  })
  const link = `${context.publicUrl}/device/approve#${token}`
  await sendGuardedMail(
    context,
    renderDeviceApprovalMail({
      to: email,
      link,
      dapp,
      minutes: Math.round(context.limits.approvalTtlMs / 60_000),
    }),
    {
      kind: 'device-approval',
      emailKey: key,
      undo: async () => {
        await cooldown.release()
        await context.db.query('update device_approvals set voided_at = $2 where id = $1', [
          approvalId,
          new Date(now),
        ])
      },
    },
  )
  return { action: 'VERIFY_DEVICE', approvalId }
}
