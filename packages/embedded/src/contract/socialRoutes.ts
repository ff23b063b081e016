import { SOCIAL_PROVIDERS } from '@walletport/core'
import * as z from 'zod'
import { linkedIdentitySchema } from '../protocol/events.js'
import { base64urlOfLength, dappSchema, sessionAccountSchema, sessionTokensShape } from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

const loginChallengeSchema = base64urlOfLength(43, 43, 'a base64url SHA-256 digest')
const verifierSchema = base64urlOfLength(43, 128, 'a base64url verifier')

/** The provider's sign-in URL for a login bound to the frame's challenge (SHA-256 of a verifier it keeps). */
export const socialLoginStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/social/start',
  auth: false,
  body: z.strictObject({
    provider: z.enum(SOCIAL_PROVIDERS),
    loginChallenge: loginChallengeSchema,
    dapp: dappSchema,
    returnUrl: z.url().max(2048).optional(),
  }),
  answer: z.strictObject({ uri: z.string() }),
})

/** The one-time login code the provider's callback handed the dapp, traded with its verifier for a session. */
export const socialLoginRedeemRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/social/redeem',
  auth: false,
  body: z.strictObject({ code: base64urlOfLength(43, 43, 'a login code'), verifier: verifierSchema }),
  answer: z.strictObject({
    action: z.literal('CONNECT'),
    account: sessionAccountSchema,
    provider: z.string(),
    userName: z.nullable(z.string()),
    ...sessionTokensShape,
  }),
})

/** Links another provider to the signed-in account (fresh login; the same round trip as a login, popup only). */
export const socialLinkStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/social/link/start',
  auth: true,
  body: z.strictObject({
    provider: z.enum(SOCIAL_PROVIDERS),
    loginChallenge: loginChallengeSchema,
    dapp: dappSchema,
  }),
  answer: z.strictObject({ uri: z.string() }),
})

/** The link's one-time code and verifier: the identity now opens this account too. */
export const socialLinkRedeemRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/social/link/redeem',
  auth: true,
  body: z.strictObject({ code: base64urlOfLength(43, 43, 'a link code'), verifier: verifierSchema }),
  answer: z.strictObject({ identity: linkedIdentitySchema }),
})
