import { setTimeout as sleep } from 'node:timers/promises'
import { keyedHash } from '../crypto/keyedHash.js'
import { ApiError } from '../http/ApiError.js'
import { renderCodeMail } from '../mail/renderMails.js'
import { createChallenge } from './challenges.js'
import { emailKey } from './emailKey.js'
import { limitRate } from './limitRate.js'
import type { ServerContext } from './ServerContext.js'
import { sendGuardedMail } from './sendGuardedMail.js'

interface ApprovalRow {
  id: string
  email: string
  device_jkt: string
  dapp_origin: string
  dapp_name: string
  created_at: Date
  expires_at: Date
  approved_at: Date | null
  voided_at: Date | null
  challenge_id: string | null
}

const POLL_MS = 500

function expired(): ApiError {
  return new ApiError({
    status: 410,
    code: 'approval_expired',
    message: 'The device approval link has expired: start again',
  })
}

function replaced(): ApiError {
  return new ApiError({
    status: 410,
    code: 'approval_expired',
    message: 'A newer approval link was sent: use the latest mail',
  })
}

export type DeviceWaitResult = { action: 'VERIFY_OTP'; challengeId: string } | { action: 'VERIFY_DEVICE' }

/**
 * Holds until the approval link is used (on any instance: it polls the database) or `approvalWaitMs` passes,
 * then answers VERIFY_OTP with the code's challenge, or VERIFY_DEVICE to ask again. Only the device that asked
 * may wait on it.
 */
export async function waitForDeviceApproval(
  context: ServerContext,
  { approvalId, deviceJkt, signal }: { approvalId: string; deviceJkt: string; signal?: AbortSignal },
): Promise<DeviceWaitResult> {
  const deadline = context.now() + context.limits.approvalWaitMs
  for (;;) {
    const [row] = await context.db.query<ApprovalRow>(
      'select * from device_approvals where id = $1 and device_jkt = $2',
      [approvalId, deviceJkt],
    )
    if (!row) throw new ApiError({ status: 404, code: 'not_found', message: 'Unknown device approval' })
    if (row.voided_at) throw replaced()
    if (row.approved_at && row.challenge_id) return { action: 'VERIFY_OTP', challengeId: row.challenge_id }
    if (row.expires_at.getTime() <= context.now()) throw expired()
    if (context.now() >= deadline || signal?.aborted) return { action: 'VERIFY_DEVICE' }
    await sleep(POLL_MS, undefined, { signal }).catch(() => {})
  }
}

async function findByToken(context: ServerContext, token: string): Promise<ApprovalRow> {
  const [row] = await context.db.query<ApprovalRow>('select * from device_approvals where token_hash = $1', [
    keyedHash(context.keys.pepper, 'device-approval', token),
  ])
  if (!row) throw new ApiError({ status: 404, code: 'not_found', message: 'This approval link is not valid' })
  return row
}

export interface ApprovalDescription {
  dappName: string
  dappOrigin: string
  requestedAt: string
  status: 'pending' | 'approved'
}

/** What the approval page shows before the user confirms. */
export async function describeDeviceApproval(
  context: ServerContext,
  token: string,
): Promise<ApprovalDescription> {
  const row = await findByToken(context, token)
  if (row.voided_at) throw replaced()
  if (!row.approved_at && row.expires_at.getTime() <= context.now()) throw expired()
  return {
    dappName: row.dapp_name,
    dappOrigin: row.dapp_origin,
    requestedAt: row.created_at.toISOString(),
    status: row.approved_at ? 'approved' : 'pending',
  }
}

/** Approves the device (single use) and mails the sign-in code the waiting frame then asks for. */
export async function approveDevice(context: ServerContext, { token, ip }: { token: string; ip: string }) {
  await limitRate(context.db, context.now(), [
    { bucket: `approve-ip:${ip}`, perHour: context.limits.ipSendsPerHour },
  ])
  const row = await findByToken(context, token)
  const now = context.now()
  const approved = await context.db.transaction(async (executor) => {
    const claimed = await executor.query<ApprovalRow>(
      `update device_approvals set approved_at = $2
       where id = $1 and approved_at is null and voided_at is null and expires_at > $2
       returning *`,
      [row.id, new Date(now)],
    )
    if (claimed.length === 0) return undefined
    const challenge = await createChallenge(context, executor, {
      purpose: 'login',
      email: row.email,
      deviceJkt: row.device_jkt,
    })
    await executor.query('update device_approvals set challenge_id = $2 where id = $1', [
      row.id,
      challenge.id,
    ])
    return challenge
  })
  if (!approved) {
    if (row.approved_at) return { dappName: row.dapp_name, dappOrigin: row.dapp_origin }
    throw row.voided_at ? replaced() : expired()
  }
  const dapp = { origin: row.dapp_origin, name: row.dapp_name }
  await sendGuardedMail(
    context,
    renderCodeMail({
      to: row.email,
      code: approved.code,
      dapp,
      minutes: Math.round(context.limits.codeTtlMs / 60_000),
      reason: 'sign-in',
    }),
    {
      kind: 'login-code',
      emailKey: emailKey(context.keys.pepper, row.email),
      // The device stays approved; a resend after the cooldown mails a fresh code.
      undo: async () => {},
    },
  )
  return { dappName: row.dapp_name, dappOrigin: row.dapp_origin }
}
