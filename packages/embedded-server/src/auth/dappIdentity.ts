import { ApiError } from '../http/ApiError.js'

export interface DappIdentity {
  /** Verified by the frame's handshake and checked here against the allow-list. */
  origin: string
  /** From the dapp's metadata: shown in mails, never trusted for anything else. */
  name: string
}

/** Refuses a dapp origin that is not on the allow-list with `unverified_domain`. */
export function assertAllowedDappOrigin(allowedOrigins: readonly string[], origin: string): void {
  if (!allowedOrigins.includes(origin))
    throw new ApiError({
      status: 403,
      code: 'unverified_domain',
      message: `The app at ${origin} is not allowed to use this wallet`,
    })
}

/** A name fit for a mail subject: control characters and angle brackets dropped, spaces collapsed, ≤ 64 characters. */
export function cleanDappName(name: string, origin: string): string {
  const printable = [...name]
    .filter((character) => {
      const code = character.codePointAt(0) ?? 0
      return code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && character !== '<' && character !== '>'
    })
    .join('')
  const cleaned = printable.replace(/\s+/g, ' ').trim().slice(0, 64)
  return cleaned === '' ? new URL(origin).host : cleaned
}
