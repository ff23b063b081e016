import { kdfSchema, sealedBoxSchema, walletAddressesSchema } from '@walletport/embedded/contract'
import * as z from 'zod'

const base64url = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'expected base64url text')
  .max(4096)
const uuid = z.uuid()

export const dappSchema = z.strictObject({
  origin: z.string().max(2048),
  name: z.string().max(256),
})

export const requestSchemas = {
  refresh: z.strictObject({ refreshToken: base64url }),
  createWallet: z.strictObject({
    addresses: walletAddressesSchema,
    authShare: sealedBoxSchema,
    serverShare: sealedBoxSchema,
    recoveryShare: sealedBoxSchema,
    recoveryKdf: kdfSchema,
  }),
  openAuthShare: z.strictObject({ recipientKey: base64url, purpose: z.enum(['sign', 'export', 'passkey']) }),
  openRecovery: z.strictObject({ recipientKey: base64url }),
  storeDeviceShare: z.strictObject({ authShare: sealedBoxSchema }),
  emailUpdateStart: z.strictObject({ newEmail: z.string().max(320), dapp: dappSchema }),
  emailUpdatePrimary: z.strictObject({ challengeId: uuid, code: z.string().max(32), dapp: dappSchema }),
  emailUpdateSecondary: z.strictObject({ challengeId: uuid, code: z.string().max(32) }),
}
