import { randomUUID } from 'node:crypto'
import { digestsEqual, keyedHash } from '../crypto/keyedHash.js'
import { generateOneTimeCode } from '../crypto/randomSecrets.js'
import type { SqlExecutor } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from './ServerContext.js'

export type ChallengePurpose = 'login' | 'update-primary' | 'update-secondary'

export interface NewChallenge {
  id: string
  /** Handed to the mail and then forgotten: only its keyed hash is stored. */
  code: string
  expiresAt: number
}

function hashCode(pepper: Uint8Array, challengeId: string, code: string): Uint8Array {
  return keyedHash(pepper, 'one-time-code', challengeId, code)
}

/** Stores a new code for (email, purpose) and voids every older open one, in one transaction. */
export async function createChallenge(
  context: ServerContext,
  executor: SqlExecutor,
  {
    purpose,
    email,
    deviceJkt,
    accountId = null,
    newEmail = null,
  }: {
    purpose: ChallengePurpose
    email: string
    deviceJkt: string
    accountId?: string | null
    newEmail?: string | null
  },
): Promise<NewChallenge> {
  const now = context.now()
  const id = randomUUID()
  const code = generateOneTimeCode()
  const expiresAt = now + context.limits.codeTtlMs
  await executor.query(
    `update email_challenges set voided_at = $3
     where email = $1 and purpose = $2 and consumed_at is null and voided_at is null`,
    [email, purpose, new Date(now)],
  )
  await executor.query(
    `insert into email_challenges (id, purpose, email, account_id, new_email, device_jkt, code_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      purpose,
      email,
      accountId,
      newEmail,
      deviceJkt,
      hashCode(context.keys.pepper, id, code),
      new Date(now),
      new Date(expiresAt),
    ],
  )
  return { id, code, expiresAt }
}

export interface ConsumedChallenge {
  id: string
  email: string
  accountId: string | null
  newEmail: string | null
}

interface ChallengeRow {
  id: string
  email: string
  account_id: string | null
  new_email: string | null
  device_jkt: string
  code_hash: Uint8Array
  attempts: number
  expires_at: Date
  consumed_at: Date | null
  voided_at: Date | null
}

const CODE_FORMAT = /^\d{6}$/

export type ConsumeResult = { ok: true; challenge: ConsumedChallenge } | { ok: false; error: ApiError }

/**
 * Checks `code` against the challenge and consumes it (single use) inside `executor`'s transaction.
 * Wrong codes count towards the cap, which kills the challenge; a challenge of another device, account or
 * purpose answers like a wrong code, so ids reveal nothing. Refusals are returned, not thrown, so the
 * caller's transaction commits the counted attempt before it throws.
 */
export async function consumeChallenge(
  context: ServerContext,
  executor: SqlExecutor,
  {
    challengeId,
    code,
    purpose,
    deviceJkt,
    accountId,
  }: { challengeId: string; code: string; purpose: ChallengePurpose; deviceJkt: string; accountId?: string },
): Promise<ConsumeResult> {
  const now = context.now()
  const max = context.limits.maxCodeAttempts
  const [row] = await executor.query<ChallengeRow>(
    `select id, email, account_id, new_email, device_jkt, code_hash, attempts, expires_at, consumed_at, voided_at
     from email_challenges where id = $1 and purpose = $2 for update`,
    [challengeId, purpose],
  )
  const refuse = (status: ApiError['status'], code: ApiError['code'], message: string): ConsumeResult => ({
    ok: false,
    error: new ApiError({ status, code, message }),
  })
  if (!row || row.device_jkt !== deviceJkt || (accountId !== undefined && row.account_id !== accountId))
    return refuse(400, 'invalid_code', 'Invalid code')
  if (row.consumed_at) return refuse(410, 'code_expired', 'This code has already been used')
  if (row.voided_at) return refuse(410, 'code_expired', 'A newer code was sent: enter the latest code')
  if (row.attempts >= max) return refuse(410, 'code_exhausted', 'Too many wrong codes: request a new one')
  if (row.expires_at.getTime() <= now)
    return refuse(410, 'code_expired', 'The code has expired: request a new one')
  const expected = hashCode(context.keys.pepper, row.id, code)
  if (!CODE_FORMAT.test(code) || !digestsEqual(new Uint8Array(row.code_hash), expected)) {
    const [counted] = await executor.query<{ attempts: number }>(
      'update email_challenges set attempts = attempts + 1 where id = $1 returning attempts',
      [row.id],
    )
    const left = max - (counted?.attempts ?? max)
    if (left <= 0) return refuse(410, 'code_exhausted', 'Too many wrong codes: request a new one')
    return refuse(400, 'invalid_code', `Invalid code: ${left} ${left === 1 ? 'try' : 'tries'} left`)
  }
  await executor.query('update email_challenges set consumed_at = $2 where id = $1', [row.id, new Date(now)])
  return {
    ok: true,
    challenge: { id: row.id, email: row.email, accountId: row.account_id, newEmail: row.new_email },
  }
}
