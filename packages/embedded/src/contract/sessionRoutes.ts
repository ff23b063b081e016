import * as z from 'zod'
import {
  base64urlSchema,
  okSchema,
  sessionAccountSchema,
  sessionTokensShape,
  walletAddressesSchema,
} from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

/** The server's transport key (the frame seals shares to it) and the sign-ins it offers besides email. */
export const serverConfigRoute = defineRoute({
  method: 'GET',
  path: '/v1/config',
  auth: false,
  body: null,
  answer: z.strictObject({ transportKey: z.string(), socials: z.array(z.string()) }),
})

/** The signed-in account, its wallet's pinned addresses (null before one is made) and when the login happened. */
export const meRoute = defineRoute({
  method: 'GET',
  path: '/v1/me',
  auth: true,
  body: null,
  answer: z.strictObject({
    account: sessionAccountSchema,
    wallet: z.nullable(walletAddressesSchema),
    authTime: z.string(),
  }),
})

/** New tokens for the refresh token (single use: a second use ends the session); the DPoP proof names the device. */
export const refreshSessionRoute = defineRoute({
  method: 'POST',
  path: '/v1/session/refresh',
  auth: false,
  body: z.strictObject({ refreshToken: base64urlSchema(4096) }),
  answer: z.strictObject(sessionTokensShape),
})

/** Ends this device's session. */
export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/v1/session/logout',
  auth: true,
  body: null,
  answer: okSchema,
})
