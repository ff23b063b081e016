import { p256 } from '@noble/curves/nist.js'
import type { ServerContext } from '../auth/ServerContext.js'
import { ApiError } from '../http/ApiError.js'
import { fromBase64Url } from '../shared/base64url.js'
import { openSealedBox, type SealedBox } from '../shared/transportSeal.js'

/** Opens a share the frame sealed to the server's transport key for `purpose`; a bad box answers 400. */
export async function openBox(context: ServerContext, box: SealedBox, purpose: string): Promise<Uint8Array> {
  try {
    return await openSealedBox(context.transportPrivateKey, context.keys.transportKey.publicKey, box, purpose)
  } catch (error) {
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: error instanceof Error ? error.message : 'A sealed share could not be opened',
    })
  }
}

/** The frame's one-time recipient key for a download: an uncompressed P-256 point, base64url. */
export function parseRecipientKey(text: string): Uint8Array {
  let raw: Uint8Array
  try {
    raw = fromBase64Url(text)
  } catch {
    raw = new Uint8Array(0)
  }
  if (raw.length !== 65 || raw[0] !== 4)
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'recipientKey must be an uncompressed P-256 public key (65 bytes, base64url)',
    })
  try {
    p256.Point.fromBytes(raw).assertValidity()
  } catch {
    throw new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'recipientKey is not a point on the P-256 curve',
    })
  }
  return raw
}
