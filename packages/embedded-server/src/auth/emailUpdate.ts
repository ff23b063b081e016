import { ApiError } from '../http/ApiError.js'
import { renderCodeMail } from '../mail/renderMails.js'
import { consumeChallenge, createChallenge } from './challenges.js'
import { claimMailCooldown } from './claimMailCooldown.js'
import { assertAllowedDappOrigin, type DappIdentity } from './dappIdentity.js'
import { emailKey } from './emailKey.js'
import { limitRate } from './limitRate.js'
import { normalizeEmail } from './normalizeEmail.js'
import type { ServerContext } from './ServerContext.js'
import { sendGuardedMail } from './sendGuardedMail.js'
import type { AuthenticatedDevice } from './sessions.js'

async function currentEmail(context: ServerContext, accountId: string): Promise<string> {
  const [row] = await context.db.query<{ email: string }>('select email from accounts where id = $1', [
    accountId,
  ])
  if (!row) throw new ApiError({ status: 401, code: 'unauthorized', message: 'Sign in again' })
  return row.email
}

async function mailCode(
  context: ServerContext,
  {
    to,
    challenge,
    dapp,
    reason,
    release,
  }: {
    to: string
    challenge: { id: string; code: string }
    dapp: DappIdentity
    reason: 'confirm-current-email' | 'confirm-new-email'
    release: () => Promise<void>
  },
): Promise<void> {
  await sendGuardedMail(
    context,
    renderCodeMail({
      to,
      code: challenge.code,
      dapp,
      minutes: Math.round(context.limits.codeTtlMs / 60_000),
      reason,
    }),
    {
      kind: reason,
      emailKey: emailKey(context.keys.pepper, to),
      undo: async () => {
        await release()
        await context.db.query('update email_challenges set voided_at = $2 where id = $1', [
          challenge.id,
          new Date(context.now()),
        ])
      },
    },
  )
}

/** Update email, step 1: a code to the current address (VERIFY_PRIMARY_OTP). */
export async function startEmailUpdate(
  context: ServerContext,
  device: AuthenticatedDevice,
  { newEmail: rawNewEmail, dapp }: { newEmail: string; dapp: DappIdentity },
): Promise<{ action: 'VERIFY_PRIMARY_OTP'; challengeId: string }> {
  assertAllowedDappOrigin(context.allowedOrigins, dapp.origin)
  const newEmail = normalizeEmail(rawNewEmail)
  const email = await currentEmail(context, device.accountId)
  if (newEmail === email)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'This is already the email of the wallet',
    })
  const now = context.now()
  const cooldown = await claimMailCooldown(context, `email-update:${device.accountId}`, now)
  await limitRate(context.db, now, [
    { bucket: `send-account:${device.accountId}`, perHour: context.limits.deviceSendsPerHour },
  ])
  const challenge = await context.db.transaction((executor) =>
    createChallenge(context, executor, {
      purpose: 'update-primary',
      email,
      accountId: device.accountId,
      newEmail,
      deviceJkt: device.deviceJkt,
    }),
  )
  await mailCode(context, {
    to: email,
    challenge,
    dapp,
    reason: 'confirm-current-email',
    release: cooldown.release,
  })
  return { action: 'VERIFY_PRIMARY_OTP', challengeId: challenge.id }
}

/** Update email, step 2: the current address is confirmed; a code goes to the new one (VERIFY_SECONDARY_OTP). */
export async function verifyEmailUpdatePrimary(
  context: ServerContext,
  device: AuthenticatedDevice,
  { challengeId, code, dapp }: { challengeId: string; code: string; dapp: DappIdentity },
): Promise<{ action: 'VERIFY_SECONDARY_OTP'; challengeId: string }> {
  assertAllowedDappOrigin(context.allowedOrigins, dapp.origin)
  const outcome = await context.db.transaction(async (executor) => {
    const consumed = await consumeChallenge(context, executor, {
      challengeId,
      code,
      purpose: 'update-primary',
      deviceJkt: device.deviceJkt,
      accountId: device.accountId,
    })
    if (!consumed.ok) return consumed
    const newEmail = consumed.challenge.newEmail
    if (!newEmail) throw new Error('An update-primary challenge has no new email')
    const next = await createChallenge(context, executor, {
      purpose: 'update-secondary',
      email: newEmail,
      accountId: device.accountId,
      newEmail,
      deviceJkt: device.deviceJkt,
    })
    return { ok: true as const, next, newEmail }
  })
  if (!outcome.ok) throw outcome.error
  await limitRate(context.db, context.now(), [
    { bucket: `send-account:${device.accountId}`, perHour: context.limits.deviceSendsPerHour },
  ])
  await mailCode(context, {
    to: outcome.newEmail,
    challenge: outcome.next,
    dapp,
    reason: 'confirm-new-email',
    release: async () => {},
  })
  return { action: 'VERIFY_SECONDARY_OTP', challengeId: outcome.next.id }
}

/** Update email, step 3: the new address is confirmed and becomes the account's email. */
export async function verifyEmailUpdateSecondary(
  context: ServerContext,
  device: AuthenticatedDevice,
  { challengeId, code }: { challengeId: string; code: string },
): Promise<{ newEmail: string }> {
  const outcome = await context.db.transaction(async (executor) => {
    const consumed = await consumeChallenge(context, executor, {
      challengeId,
      code,
      purpose: 'update-secondary',
      deviceJkt: device.deviceJkt,
      accountId: device.accountId,
    })
    if (!consumed.ok) return consumed
    const newEmail = consumed.challenge.email
    const taken = await executor.query('select 1 from accounts where email = $1 and id <> $2', [
      newEmail,
      device.accountId,
    ])
    if (taken.length > 0)
      return {
        ok: false as const,
        error: new ApiError({ status: 409, code: 'invalid_request', message: 'This email cannot be used' }),
      }
    await executor.query('update accounts set email = $2 where id = $1', [device.accountId, newEmail])
    return { ok: true as const, newEmail }
  })
  if (!outcome.ok) throw outcome.error
  context.logger.info('email updated', { account: device.accountId })
  return { newEmail: outcome.newEmail }
}
