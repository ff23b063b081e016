import * as z from 'zod'

export const dappSchema = z.strictObject({
  origin: z.string().max(2048),
  name: z.string().max(256),
})
