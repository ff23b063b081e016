import * as z from 'zod'

export const base64urlSchema = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'expected base64url text')
    .max(max)

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
