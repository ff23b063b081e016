import * as z from 'zod'
import { linkedIdentitySchema } from '../protocol/events.js'
import { dappSchema, pendingSchema, sessionAccountSchema, sessionTokensShape } from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

const farcasterChannelSchema = z.strictObject({ loginId: z.string(), url: z.string() })
const farcasterWaitBody = z.strictObject({ loginId: z.uuid() })

/** Opens a Sign In With Farcaster bound to the device: the URL goes into the QR code. */
export const farcasterLoginStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/farcaster/start',
  auth: false,
  body: z.strictObject({ dapp: dappSchema }),
  answer: farcasterChannelSchema,
})

/** Long poll of the sign-in: PENDING until the user signs in Farcaster, then the session. */
export const farcasterLoginWaitRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/farcaster/wait',
  auth: false,
  body: farcasterWaitBody,
  answer: z.discriminatedUnion('action', [
    pendingSchema,
    z.strictObject({
      action: z.literal('CONNECT'),
      userName: z.string(),
      account: sessionAccountSchema,
      ...sessionTokensShape,
    }),
  ]),
})

/** Links a Farcaster account to the signed-in one (fresh login). */
export const farcasterLinkStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/farcaster/link/start',
  auth: true,
  body: z.strictObject({ dapp: dappSchema }),
  answer: farcasterChannelSchema,
})

/** Long poll of the link: PENDING, then the linked identity. */
export const farcasterLinkWaitRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/farcaster/link/wait',
  auth: true,
  body: farcasterWaitBody,
  answer: z.discriminatedUnion('action', [
    pendingSchema,
    z.strictObject({ action: z.literal('LINKED'), identity: linkedIdentitySchema }),
  ]),
})
