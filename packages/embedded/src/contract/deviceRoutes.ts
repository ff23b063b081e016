import * as z from 'zod'
import { okSchema } from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

/** Every live device of the account, the asking one marked, newest first. */
export const listDevicesRoute = defineRoute({
  method: 'GET',
  path: '/v1/devices',
  auth: true,
  body: null,
  answer: z.strictObject({
    devices: z.array(
      z.strictObject({
        id: z.string(),
        createdAt: z.string(),
        lastSeenAt: z.string(),
        canSign: z.boolean(),
        current: z.boolean(),
      }),
    ),
  }),
})

/** Revokes another device of the account (fresh login only). */
export const revokeDeviceRoute = defineRoute({
  method: 'POST',
  path: '/v1/devices/revoke',
  auth: true,
  body: z.strictObject({ deviceId: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected a JWK thumbprint') }),
  answer: okSchema,
})
