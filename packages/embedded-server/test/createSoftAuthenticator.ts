import { createHash, createHmac, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED = 0x40

/**
 * Where a ceremony happens: the page's origin and the rpID the authenticator signs for; `topOrigin` when it runs in
 * an iframe under another site (the browser then marks the client data cross-origin).
 */
export interface CeremonyPlace {
  origin: string
  rpId: string
  topOrigin?: string
}

/**
 * A software WebAuthn authenticator (ES256, attestation "none") for server tests: real signatures over real
 * authenticator data, with the origin, rpID, counter and user verification under the test's control.
 */
export function createSoftAuthenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string }
  const credentialId = randomBytes(16)
  const prfSecret = randomBytes(32)
  let counter = 0

  const authenticatorData = (rpId: string, flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(counter)
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])])
  }
  const clientData = (type: string, challenge: string, { origin, topOrigin }: CeremonyPlace) =>
    Buffer.from(
      JSON.stringify({
        type,
        challenge,
        origin,
        crossOrigin: topOrigin !== undefined,
        ...(topOrigin && { topOrigin }),
      }),
    )

  return {
    credentialId: b64(credentialId),
    /** The PRF extension's output for `salt` (base64url), as CTAP2's hmac-secret computes it for WebAuthn. */
    prf(salt: string): Uint8Array {
      const input = sha256(Buffer.concat([Buffer.from('WebAuthn PRF\0'), Buffer.from(salt, 'base64url')]))
      return new Uint8Array(createHmac('sha256', prfSecret).update(input).digest())
    },
    /** Sets the signature counter the next response carries. */
    setCounter(value: number) {
      counter = value
    },
    /** navigator.credentials.create's answer, as JSON. */
    register(challenge: string, place: CeremonyPlace, { userVerified = true } = {}) {
      const { rpId } = place
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x, 'base64url')],
          [-3, Buffer.from(jwk.y, 'base64url')],
        ]),
      )
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(credentialId.length)
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, cose])
      const flags = FLAG_USER_PRESENT | FLAG_ATTESTED | (userVerified ? FLAG_USER_VERIFIED : 0)
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(rpId, flags, attested)],
        ]) as never,
      )
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(clientData('webauthn.create', challenge, place)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      }
    },
    /** navigator.credentials.get's answer, as JSON. */
    assert(challenge: string, place: CeremonyPlace) {
      const data = authenticatorData(place.rpId, FLAG_USER_PRESENT | FLAG_USER_VERIFIED)
      const client = clientData('webauthn.get', challenge, place)
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
        },
      }
    },
  }
}

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>
