import * as z from 'zod'
import {
  base64urlSchema,
  kdfSchema,
  okSchema,
  sealedBoxSchema,
  walletAddressesSchema,
} from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

/** WebAuthn options as JSON: the frame needs the challenge and hands the rest to the browser as it came. */
const webauthnOptionsSchema = z.looseObject({ challenge: base64urlSchema(1024) })

const credentialBase = {
  id: base64urlSchema(1400),
  rawId: base64urlSchema(1400),
  type: z.literal('public-key'),
  // The frame strips PRF results before sending: the server never sees them.
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
}

const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64urlSchema(4096),
    attestationObject: base64urlSchema(16_384),
    transports: z.optional(z.array(z.string().max(32)).max(8)),
  }),
})

const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64urlSchema(4096),
    authenticatorData: base64urlSchema(4096),
    signature: base64urlSchema(2048),
    userHandle: z.optional(base64urlSchema(512)),
  }),
})

/** The account's passkeys, oldest first. */
export const listPasskeysRoute = defineRoute({
  method: 'GET',
  path: '/v1/passkeys',
  auth: true,
  body: null,
  answer: z.strictObject({
    passkeys: z.array(
      z.strictObject({ id: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) }),
    ),
  }),
})

/** Creation options for a new passkey (fresh login only). */
export const passkeyRegisterOptionsRoute = defineRoute({
  method: 'POST',
  path: '/v1/passkeys/register/options',
  auth: true,
  body: null,
  answer: z.strictObject({ options: webauthnOptionsSchema }),
})

/** Stores the new passkey with its recovery set (fresh login only). */
export const passkeyRegisterVerifyRoute = defineRoute({
  method: 'POST',
  path: '/v1/passkeys/register/verify',
  auth: true,
  body: z.strictObject({
    response: registrationResponseSchema,
    recoveryShare: sealedBoxSchema,
    serverShare: sealedBoxSchema,
    recoveryKdf: kdfSchema,
  }),
  answer: z.strictObject({ credentialId: z.string() }),
  status: 201,
})

/** Removes one of the account's passkeys (fresh login only). */
export const removePasskeyRoute = defineRoute({
  method: 'POST',
  path: '/v1/passkeys/remove',
  auth: true,
  body: z.strictObject({ credentialId: base64urlSchema(1400) }),
  answer: okSchema,
})

/** Request options for recovering on a new device; no options when the account has no passkey. */
export const passkeyRecoverOptionsRoute = defineRoute({
  method: 'POST',
  path: '/v1/passkeys/recover/options',
  auth: true,
  body: null,
  answer: z.strictObject({
    options: z.optional(webauthnOptionsSchema),
    passkeys: z.array(z.strictObject({ credentialId: z.string(), recoveryKdf: kdfSchema })),
  }),
})

/** The passkey's recovery set, sealed to the frame's one-time key. */
export const passkeyRecoverVerifyRoute = defineRoute({
  method: 'POST',
  path: '/v1/passkeys/recover/verify',
  auth: true,
  body: z.strictObject({ response: authenticationResponseSchema, recipientKey: base64urlSchema(128) }),
  answer: z.strictObject({
    serverShare: sealedBoxSchema,
    recoveryShare: sealedBoxSchema,
    recoveryKdf: kdfSchema,
    addresses: walletAddressesSchema,
  }),
})
