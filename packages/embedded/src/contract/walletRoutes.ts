import * as z from 'zod'
import {
  base64urlSchema,
  kdfSchema,
  okSchema,
  sealedBoxSchema,
  walletAddressesSchema,
} from './contractSchemas.js'
import { defineRoute } from './defineRoute.js'

const recipientKeySchema = base64urlSchema(4096)

/** Stores a new wallet's shares (each sealed to the server's transport key) and pins its addresses. */
export const createWalletRoute = defineRoute({
  method: 'POST',
  path: '/v1/wallet',
  auth: true,
  body: z.strictObject({
    addresses: walletAddressesSchema,
    authShare: sealedBoxSchema,
    serverShare: sealedBoxSchema,
    recoveryShare: sealedBoxSchema,
    recoveryKdf: kdfSchema,
  }),
  answer: okSchema,
  status: 201,
})

/** This device's auth share, sealed to the frame's one-time key (an export needs a fresh login). */
export const openAuthShareRoute = defineRoute({
  method: 'POST',
  path: '/v1/wallet/auth-share/open',
  auth: true,
  body: z.strictObject({ recipientKey: recipientKeySchema, purpose: z.enum(['sign', 'export', 'passkey']) }),
  answer: z.strictObject({ share: sealedBoxSchema, addresses: walletAddressesSchema }),
})

/** The passphrase recovery set for a device with no share yet (fresh login only), sealed to the one-time key. */
export const openRecoveryRoute = defineRoute({
  method: 'POST',
  path: '/v1/wallet/recovery/open',
  auth: true,
  body: z.strictObject({ recipientKey: recipientKeySchema }),
  answer: z.strictObject({
    serverShare: sealedBoxSchema,
    recoveryShare: sealedBoxSchema,
    recoveryKdf: kdfSchema,
    addresses: walletAddressesSchema,
  }),
})

/** The auth share of the device set made after a recovery (fresh login only); replaces an older one. */
export const storeDeviceShareRoute = defineRoute({
  method: 'POST',
  path: '/v1/wallet/auth-share',
  auth: true,
  body: z.strictObject({ authShare: sealedBoxSchema }),
  answer: okSchema,
})
