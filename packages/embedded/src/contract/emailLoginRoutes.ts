import * as z from 'zod'
import { base64urlSchema, codeSchema, dappSchema, sessionTokensShape } from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

const verifyOtpSchema = z.strictObject({ action: z.literal('VERIFY_OTP'), challengeId: z.string() })

/**
 * Mails a code (a device the email's account knows) or a device-approval link (any other device); the DPoP proof
 * names the device.
 */
export const emailLoginStartRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/email/start',
  auth: false,
  body: z.strictObject({ email: z.string().max(320), dapp: dappSchema }),
  answer: z.discriminatedUnion('action', [
    verifyOtpSchema,
    z.strictObject({ action: z.literal('VERIFY_DEVICE'), approvalId: z.string() }),
  ]),
})

/** The mailed code for the device it was sent to: the account (made at its first login) and a session. */
export const emailLoginVerifyRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/email/verify',
  auth: false,
  body: z.strictObject({ challengeId: z.uuid(), code: codeSchema }),
  answer: z.strictObject({
    action: z.literal('CONNECT'),
    account: z.strictObject({ id: z.string(), email: z.string() }),
    ...sessionTokensShape,
  }),
})

/** Long poll of a device approval: VERIFY_OTP once the link in the mail was followed, VERIFY_DEVICE meanwhile. */
export const deviceApprovalWaitRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/device/wait',
  auth: false,
  body: z.strictObject({ approvalId: z.uuid() }),
  answer: z.discriminatedUnion('action', [
    verifyOtpSchema,
    z.strictObject({ action: z.literal('VERIFY_DEVICE') }),
  ]),
})

const approvalTokenSchema = z.strictObject({ token: base64urlSchema(4096) })

/** What the approval page shows before the user confirms (called by that page, not the frame). */
export const deviceApprovalDescribeRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/device/describe',
  auth: false,
  body: approvalTokenSchema,
  answer: z.strictObject({
    dappName: z.string(),
    dappOrigin: z.string(),
    requestedAt: z.string(),
    status: z.enum(['pending', 'approved']),
  }),
})

/** Approves the device (single use) and mails the code the waiting frame then asks for (called by the page). */
export const deviceApprovalApproveRoute = defineRoute({
  method: 'POST',
  path: '/v1/auth/device/approve',
  auth: false,
  body: approvalTokenSchema,
  answer: z.strictObject({ dappName: z.string(), dappOrigin: z.string() }),
})
