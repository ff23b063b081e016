import { base64url, calculateJwkThumbprint, EmbeddedJWK, type JWK, jwtVerify } from 'jose'
import { sha256 } from '../crypto/keyedHash.js'
import { ApiError } from '../http/ApiError.js'
import type { ServerContext } from './ServerContext.js'

export interface DeviceProof {
  /** RFC 7638 thumbprint of the device's public key: the device's id everywhere on the server. */
  jkt: string
  jwk: JWK
}

function invalid(reason: string): ApiError {
  return new ApiError({ status: 401, code: 'invalid_dpop', message: `Invalid device proof: ${reason}` })
}

/**
 * Checks an RFC 9449 DPoP proof: ES256 signed by the embedded public key, for this method and URL, fresh,
 * never seen before (replay cache in the database, shared by instances) and, with an access token, bound to it.
 */
export async function verifyDpopProof(
  context: ServerContext,
  {
    proof,
    method,
    url,
    accessToken,
  }: { proof: string | undefined; method: string; url: string; accessToken?: string },
): Promise<DeviceProof> {
  if (!proof) throw invalid('the DPoP header is missing')
  const now = context.now()
  let payload: Record<string, unknown>
  let jwk: JWK
  try {
    const verified = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: new Date(now),
      maxTokenAge: `${Math.round(context.limits.dpopMaxAgeMs / 1000)}s`,
      clockTolerance: 5,
    })
    payload = verified.payload
    jwk = verified.protectedHeader.jwk as JWK
  } catch (error) {
    throw invalid(error instanceof Error ? error.message : 'unreadable')
  }
  if (jwk.d !== undefined) throw invalid('the header carries a private key')
  if (payload.htm !== method) throw invalid(`htm is ${String(payload.htm)}, expected ${method}`)
  if (payload.htu !== url) throw invalid(`htu is ${String(payload.htu)}, expected ${url}`)
  if (typeof payload.jti !== 'string' || payload.jti.length < 16 || payload.jti.length > 128)
    throw invalid('jti must be a random string')
  if (accessToken !== undefined && payload.ath !== base64url.encode(sha256(accessToken)))
    throw invalid('ath does not match the access token')
  const jkt = await calculateJwkThumbprint(jwk, 'sha256')
  const fresh = await context.db.query(
    'insert into dpop_replays (jti, expires_at) values ($1, $2) on conflict (jti) do nothing returning jti',
    [`${jkt}:${payload.jti}`, new Date(now + context.limits.dpopMaxAgeMs * 2)],
  )
  if (fresh.length === 0) throw invalid('this proof was already used')
  return { jkt, jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } }
}
