import * as z from 'zod'
import { codeSchema, dappSchema } from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

/** Changing the account's email: a code to the current address first, then one to the new address. */
export const emailUpdateStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/account/email/start',
  auth: true,
  body: z.strictObject({ newEmail: z.string().max(320), dapp: dappSchema }),
  answer: z.strictObject({ action: z.literal('VERIFY_PRIMARY_OTP'), challengeId: z.string() }),
})

/** The current address's code: the server mails the new address its own. */
export const emailUpdatePrimaryRoute = defineRoute({
  method: 'POST',
  path: '/v1/account/email/verify-primary',
  auth: true,
  body: z.strictObject({ challengeId: z.uuid(), code: codeSchema, dapp: dappSchema }),
  answer: z.strictObject({ action: z.literal('VERIFY_SECONDARY_OTP'), challengeId: z.string() }),
})

/** The new address's code: the account's email is now the new one. */
export const emailUpdateSecondaryRoute = defineRoute({
  method: 'POST',
  path: '/v1/account/email/verify-secondary',
  auth: true,
  body: z.strictObject({ challengeId: z.uuid(), code: codeSchema }),
  answer: z.strictObject({ newEmail: z.string() }),
})
