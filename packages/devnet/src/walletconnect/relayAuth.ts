import { createPublicKey, type KeyObject, sign, verify } from 'node:crypto'
import { decodeBase58, encodeBase58 } from '@walletport/core'

// did:key for ed25519: base58btc ('z') of the multicodec header 0xed 0x01 followed by the 32-byte key.
const DID_KEY_PREFIX = 'did:key:z'
const MULTICODEC_ED25519 = [0xed, 0x01]
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

export class RelayAuthError extends Error {
  override name = 'RelayAuthError'
}

export interface RelayJwtClaims {
  /** The client's did:key, stable across its reconnects: the relay's client id. */
  iss: string
  sub?: string
  aud?: string
  iat?: number
  exp?: number
}

/** Checks the EdDSA JWT a WalletConnect client puts in `?auth=`: signature by the issuer's key and expiry. */
export function verifyRelayJwt(token: string, now = Date.now()): RelayJwtClaims {
  const [header, payload, signature, ...rest] = token.split('.')
  if (!header || !payload || !signature || rest.length > 0) throw new RelayAuthError('Malformed JWT')
  const parsedHeader = parseJson(header) as { alg?: unknown; typ?: unknown }
  if (parsedHeader.alg !== 'EdDSA')
    throw new RelayAuthError(`Unsupported JWT alg ${String(parsedHeader.alg)}`)
  const claims = parseJson(payload) as Partial<RelayJwtClaims>
  if (typeof claims.iss !== 'string') throw new RelayAuthError('JWT has no issuer')
  const key = publicKeyOfDid(claims.iss)
  const valid = verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))
  if (!valid) throw new RelayAuthError('JWT signature does not match its issuer')
  if (typeof claims.exp === 'number' && claims.exp * 1000 < now) throw new RelayAuthError('JWT expired')
  return claims as RelayJwtClaims
}

/** Makes a token like the clients do (for tests and tools that talk to the relay directly). */
export function signRelayJwt(privateKey: KeyObject, claims: Omit<RelayJwtClaims, 'iss'>): string {
  const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32)
  const iss = `${DID_KEY_PREFIX}${encodeBase58(Buffer.concat([Buffer.from(MULTICODEC_ED25519), raw]))}`
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const data = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss, ...claims })}`
  return `${data}.${sign(null, Buffer.from(data), privateKey).toString('base64url')}`
}

function parseJson(part: string): unknown {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    if (value && typeof value === 'object') return value
  } catch {}
  throw new RelayAuthError('Malformed JWT')
}

function publicKeyOfDid(did: string): KeyObject {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new RelayAuthError('JWT issuer is not a did:key')
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(did.slice(DID_KEY_PREFIX.length))
  } catch {
    throw new RelayAuthError('JWT issuer is not base58')
  }
  if (bytes.length !== 34 || bytes[0] !== MULTICODEC_ED25519[0] || bytes[1] !== MULTICODEC_ED25519[1]) {
    throw new RelayAuthError('JWT issuer is not an ed25519 did:key')
  }
  return createPublicKey({
    key: Buffer.concat([SPKI_ED25519_PREFIX, bytes.subarray(2)]),
    format: 'der',
    type: 'spki',
  })
}
