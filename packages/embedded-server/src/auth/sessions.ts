import { randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { sha256 } from '../crypto/keyedHash.js'
import { generateToken } from '../crypto/randomSecrets.js'
import type { SqlExecutor } from '../db/Database.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from './ServerContext.js'
import { verifyDpopProof } from './verifyDpopProof.js'

export interface SessionTokens {
  accessToken: string
  refreshToken: string
  /** Seconds the access token lives. */
  expiresIn: number
}

export interface AuthenticatedDevice {
  accountId: string
  deviceJkt: string
  familyId: string
  /** Epoch ms of the login (code verified) this session descends from. */
  authTime: number
}

async function signAccessToken(
  context: ServerContext,
  { accountId, deviceJkt, familyId, authTime }: AuthenticatedDevice,
): Promise<string> {
  const now = context.now()
  return new SignJWT({ sid: familyId, cnf: { jkt: deviceJkt }, auth_time: Math.floor(authTime / 1000) })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setSubject(accountId)
    .setIssuer(context.publicUrl)
    .setAudience(context.publicUrl)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor((now + context.limits.accessTokenTtlMs) / 1000))
    .sign(context.keys.accessTokenKey)
}

async function addRefreshToken(
  context: ServerContext,
  executor: SqlExecutor,
  familyId: string,
): Promise<string> {
  const token = generateToken()
  const now = context.now()
  await executor.query(
    'insert into refresh_tokens (token_hash, family_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [sha256(token), familyId, new Date(now), new Date(now + context.limits.refreshTokenTtlMs)],
  )
  return token
}

/** Starts a token family for a device that just proved the email: a DPoP-bound access token and a refresh token. */
export async function issueSession(
  context: ServerContext,
  executor: SqlExecutor,
  { accountId, deviceJkt }: { accountId: string; deviceJkt: string },
): Promise<SessionTokens> {
  const familyId = randomUUID()
  const authTime = context.now()
  await executor.query(
    'insert into token_families (id, account_id, device_jkt, auth_time, created_at) values ($1, $2, $3, $4, $4)',
    [familyId, accountId, deviceJkt, new Date(authTime)],
  )
  const refreshToken = await addRefreshToken(context, executor, familyId)
  return {
    accessToken: await signAccessToken(context, { accountId, deviceJkt, familyId, authTime }),
    refreshToken,
    expiresIn: Math.round(context.limits.accessTokenTtlMs / 1000),
  }
}

function unauthorized(message = 'Sign in again'): ApiError {
  return new ApiError({ status: 401, code: 'unauthorized', message })
}

async function revokeFamily(
  executor: SqlExecutor,
  familyId: string,
  reason: string,
  now: number,
): Promise<void> {
  await executor.query(
    'update token_families set revoked_at = $2, revoked_reason = $3 where id = $1 and revoked_at is null',
    [familyId, new Date(now), reason],
  )
}

interface FamilyRow {
  id: string
  account_id: string
  device_jkt: string
  auth_time: Date
  revoked_at: Date | null
}

/**
 * Rotates a refresh token: the presented one is spent and a new one issued in the same family. A spent token
 * presented again means it was copied, so the whole family is revoked (RFC 6819 §5.2.2.3); a token shown by
 * another device than its own is refused the same way.
 */
export async function refreshSession(
  context: ServerContext,
  { refreshToken, deviceJkt }: { refreshToken: string; deviceJkt: string },
): Promise<SessionTokens> {
  const now = context.now()
  const outcome = await context.db.transaction(async (executor) => {
    const hash = sha256(refreshToken)
    const [token] = await executor.query<{ family_id: string; used_at: Date | null; expires_at: Date }>(
      'select family_id, used_at, expires_at from refresh_tokens where token_hash = $1 for update',
      [hash],
    )
    if (!token) return { error: unauthorized() }
    const [family] = await executor.query<FamilyRow>(
      'select * from token_families where id = $1 for update',
      [token.family_id],
    )
    if (!family || family.revoked_at) return { error: unauthorized() }
    if (token.used_at) {
      await revokeFamily(executor, family.id, 'refresh token reused', now)
      context.logger.info('refresh token reuse', { family: family.id })
      return {
        error: new ApiError({
          status: 401,
          code: 'refresh_reused',
          message: 'This session was used elsewhere and has been ended: sign in again',
        }),
      }
    }
    if (family.device_jkt !== deviceJkt) {
      await revokeFamily(executor, family.id, 'refresh token shown by another device', now)
      return { error: unauthorized() }
    }
    if (token.expires_at.getTime() <= now)
      return { error: unauthorized('The session has expired: sign in again') }
    // An absolute lifetime: refreshing keeps a session going, never past sessionMaxAgeMs after its login.
    if (now - family.auth_time.getTime() >= context.limits.sessionMaxAgeMs) {
      await revokeFamily(executor, family.id, 'session reached its maximum age', now)
      const days = Math.round(context.limits.sessionMaxAgeMs / 86_400_000)
      return { error: unauthorized(`The session is older than ${days} days: sign in again`) }
    }
    await executor.query('update refresh_tokens set used_at = $2 where token_hash = $1', [
      hash,
      new Date(now),
    ])
    const device = {
      accountId: family.account_id,
      deviceJkt,
      familyId: family.id,
      authTime: family.auth_time.getTime(),
    }
    return {
      tokens: {
        accessToken: await signAccessToken(context, device),
        refreshToken: await addRefreshToken(context, executor, family.id),
        expiresIn: Math.round(context.limits.accessTokenTtlMs / 1000),
      },
    }
  })
  if ('error' in outcome) throw outcome.error
  return outcome.tokens
}

/** Ends the family (sign out): every access and refresh token of it stops working on every instance. */
export async function endSession(context: ServerContext, device: AuthenticatedDevice): Promise<void> {
  await revokeFamily(context.db, device.familyId, 'signed out', context.now())
}

/**
 * Checks `Authorization: DPoP <token>` and its proof: a valid access token of a live family, presented by the
 * device it is bound to.
 */
export async function authenticate(
  context: ServerContext,
  {
    authorization,
    proof,
    method,
    url,
  }: { authorization: string | undefined; proof: string | undefined; method: string; url: string },
): Promise<AuthenticatedDevice> {
  const match = /^DPoP ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '')
  if (!match?.[1]) throw unauthorized()
  const accessToken = match[1]
  let claims: { sub?: string; sid?: unknown; cnf?: unknown; auth_time?: unknown }
  try {
    const verified = await jwtVerify(accessToken, context.keys.accessTokenKey, {
      algorithms: ['HS256'],
      typ: 'at+jwt',
      issuer: context.publicUrl,
      audience: context.publicUrl,
      currentDate: new Date(context.now()),
    })
    claims = verified.payload
  } catch {
    throw unauthorized('The session has expired: sign in again')
  }
  const boundJkt = (claims.cnf as { jkt?: unknown } | undefined)?.jkt
  const { jkt } = await verifyDpopProof(context, { proof, method, url, accessToken })
  if (typeof boundJkt !== 'string' || boundJkt !== jkt) throw unauthorized()
  if (
    typeof claims.sid !== 'string' ||
    typeof claims.sub !== 'string' ||
    typeof claims.auth_time !== 'number'
  )
    throw unauthorized()
  const [family] = await context.db.query<{ revoked_at: Date | null; revoked: boolean }>(
    `select token_families.revoked_at, devices.revoked_at is not null as revoked
     from token_families join devices on devices.account_id = token_families.account_id and devices.jkt = token_families.device_jkt
     where token_families.id = $1`,
    [claims.sid],
  )
  if (!family || family.revoked_at || family.revoked) throw unauthorized()
  return { accountId: claims.sub, deviceJkt: jkt, familyId: claims.sid, authTime: claims.auth_time * 1000 }
}
