import { randomBytes } from 'node:crypto'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import type { ServerContext } from '../auth/ServerContext.js'
import type { AuthenticatedDevice } from '../auth/sessions.js'
import { ApiError } from '../http/ApiError.js'

export type WebauthnPurpose = 'register' | 'recover'

/** A 32-byte challenge (base64url) for one ceremony of this account and device: single use, 5 minutes. */
export async function issueWebauthnChallenge(
  context: ServerContext,
  device: AuthenticatedDevice,
  purpose: WebauthnPurpose,
): Promise<string> {
  const challenge = randomBytes(32).toString('base64url')
  const now = context.now()
  await context.db.query(
    `insert into webauthn_challenges (challenge, purpose, account_id, device_jkt, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      challenge,
      purpose,
      device.accountId,
      device.deviceJkt,
      new Date(now),
      new Date(now + context.limits.webauthnChallengeTtlMs),
    ],
  )
  return challenge
}

function challengeOf(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON)
    if (typeof challenge === 'string' && challenge !== '') return challenge
  } catch {}
  throw new ApiError({
    status: 400,
    code: 'invalid_request',
    message: 'Invalid request: response.clientDataJSON carries no challenge',
  })
}

/**
 * Spends the challenge the response's client data carries, before the response is verified: every attempt uses
 * it up, so a response (or a challenge) shown again is refused. It must be unexpired and issued for this purpose,
 * account and device.
 */
export async function consumeWebauthnChallenge(
  context: ServerContext,
  device: AuthenticatedDevice,
  purpose: WebauthnPurpose,
  clientDataJSON: string,
): Promise<string> {
  const challenge = challengeOf(clientDataJSON)
  const now = new Date(context.now())
  const row = await context.db.transaction(async (executor) => {
    const [found] = await executor.query<{
      purpose: string
      account_id: string
      device_jkt: string
      expires_at: Date
      consumed_at: Date | null
    }>('select * from webauthn_challenges where challenge = $1 for update', [challenge])
    if (found && !found.consumed_at)
      await executor.query('update webauthn_challenges set consumed_at = $2 where challenge = $1', [
        challenge,
        now,
      ])
    return found
  })
  const refuse = (message: string) => new ApiError({ status: 410, code: 'challenge_invalid', message })
  if (!row || row.account_id !== device.accountId || row.device_jkt !== device.deviceJkt)
    throw refuse('This passkey request is unknown: start again')
  if (row.consumed_at) throw refuse('This passkey request was already used: start again')
  if (row.expires_at.getTime() <= now.getTime()) throw refuse('This passkey request has expired: start again')
  if (row.purpose !== purpose) throw refuse('This passkey request was made for another step: start again')
  return challenge
}
