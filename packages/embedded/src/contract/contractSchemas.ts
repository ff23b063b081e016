import * as z from 'zod'

export const base64urlSchema = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'expected base64url text')
    .max(max)

/** base64url text of a fixed length range, named in the refusal (`expected a link code`). */
export const base64urlOfLength = (min: number, max: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`), `expected ${what}`)

/** A value sealed to a P-256 public key: ephemeral public key, IV and AES-GCM ciphertext, all base64url. */
export const sealedBoxSchema = z.strictObject({
  epk: base64urlSchema(4096),
  iv: base64urlSchema(4096),
  ct: base64urlSchema(4096),
})

/** Key-derivation settings the frame stores beside a share; opaque to the server. */
export const kdfSchema = z.record(z.string().max(32), z.union([z.string().max(256), z.number()]))

export const okSchema = z.strictObject({ ok: z.literal(true) })

export const walletAddressesSchema = z.strictObject({
  evmAddress: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 0x-prefixed 20-byte address'),
  solanaAddress: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 public key'),
})

/** The dapp the user signs in to, as the frame saw it: named in the mails the server sends. */
export const dappSchema = z.strictObject({
  origin: z.string().max(2048),
  name: z.string().max(256),
})

/** A one-time code the user types from a mail. */
export const codeSchema = z.string().max(32)

/** The tokens of a new session: the access token (lives `expiresIn` seconds) and its refresh token. */
export const sessionTokensShape = {
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
}

/** The account a session belongs to; accounts made by a social or Farcaster login have no email. */
export const sessionAccountSchema = z.strictObject({ id: z.string(), email: z.nullable(z.string()) })

/** The answer of a long poll that has nothing yet: the frame asks again. */
export const pendingSchema = z.strictObject({ action: z.literal('PENDING') })
