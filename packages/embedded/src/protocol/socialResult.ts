import * as z from 'zod/mini'

/** The popup's message to the dapp window that opened it: the result URI to pass to connect social. */
export const SOCIAL_RESULT_MESSAGE_TYPE = '@walletport-social/RESULT'
export { RESULT_URI_PARAMETER } from '../social/resultUriParameter.js'

export const socialResultMessageSchema = z.strictObject({
  type: z.literal(SOCIAL_RESULT_MESSAGE_TYPE),
  payload: z.strictObject({ resultUri: z.string().check(z.maxLength(4096)) }),
})
