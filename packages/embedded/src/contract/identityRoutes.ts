import * as z from 'zod'
import { linkedIdentitySchema } from '../protocol/events.js'
import { base64urlOfLength, okSchema } from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

/** The account's email and its other ways in, oldest first, each saying whether unlinking it leaves one. */
export const listIdentitiesRoute = defineRoute({
  method: 'GET',
  path: '/v1/identities',
  auth: true,
  body: null,
  answer: z.strictObject({
    email: z.nullable(z.string()),
    identities: z.array(z.strictObject({ ...linkedIdentitySchema.shape, removable: z.boolean() })),
  }),
})

/** Unlinks one identity (fresh login; never the last way in). */
export const unlinkIdentityRoute = defineRoute({
  method: 'POST',
  path: '/v1/identities/unlink',
  auth: true,
  body: z.strictObject({ id: base64urlOfLength(22, 22, 'an identity id') }),
  answer: okSchema,
})
