import { toBase64Url } from './base64url.js'

export interface DeviceKey {
  /** Non-extractable in the frame; stored in IndexedDB by structured clone. */
  privateKey: CryptoKey
  publicJwk: { kty: 'EC'; crv: 'P-256'; x: string; y: string }
}

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const

/** A new P-256 signing key for one device; its private half can never be exported. */
export async function createDeviceKey(): Promise<DeviceKey> {
  const pair = (await crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify'])) as CryptoKeyPair
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey)
  return {
    privateKey: pair.privateKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x: jwk.x ?? '', y: jwk.y ?? '' },
  }
}

const encodeJson = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)))

/** An RFC 9449 DPoP proof for one request, signed by the device key (ES256, JOSE signature format). */
export async function createDpopProof(
  key: DeviceKey,
  {
    method,
    url,
    accessToken,
    now = Date.now(),
  }: { method: string; url: string; accessToken?: string; now?: number },
): Promise<string> {
  const payload: Record<string, string | number> = {
    htm: method,
    htu: url,
    iat: Math.floor(now / 1000),
    jti: toBase64Url(crypto.getRandomValues(new Uint8Array(18))),
  }
  if (accessToken !== undefined)
    payload.ath = toBase64Url(
      new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(accessToken))),
    )
  const signingInput = `${encodeJson({ typ: 'dpop+jwt', alg: 'ES256', jwk: key.publicJwk })}.${encodeJson(payload)}`
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    key.privateKey,
    new TextEncoder().encode(signingInput),
  )
  return `${signingInput}.${toBase64Url(new Uint8Array(signature))}`
}
