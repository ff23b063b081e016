import * as z from 'zod/mini'
import { namespaceViolation } from '../caip/grammar.js'
import { MAX_RECENT_WALLETS } from '../connectors/addRecentWallet.js'
import { isSafeImageUrl } from '../connectors/isSafeImageUrl.js'
import { emailSchema, socialProviderSchema } from '../schemas/auth.js'
import { caipNetworkIdSchema } from '../schemas/chain.js'
import { nonNegativeIntegerSchema } from '../schemas/integerSchema.js'
import { siwxSessionSchema } from '../schemas/siwx.js'
import { defineStorageKey } from './defineStorageKey.js'

/** Stored as the spec says ("comma-joined"), read back as numbers. */
const commaJoinedNumbers = z.codec(
  z.string().check(z.regex(/^(\d+(,\d+)*)?$/)),
  z.array(nonNegativeIntegerSchema),
  {
    decode: (joined) => (joined === '' ? [] : joined.split(',').map(Number)),
    encode: (numbers) => numbers.join(','),
  },
)

const nonEmptyStringSchema = z.string().check(z.minLength(1))

const recentWalletSchema = z.object({
  id: nonEmptyStringSchema,
  name: nonEmptyStringSchema,
  rdns: z.optional(nonEmptyStringSchema),
  imageUrl: z.optional(z.string().check(z.refine(isSafeImageUrl))),
})

const namespaceSchema = z.string().check(z.refine((namespace) => namespaceViolation(namespace) === undefined))

/** Every key WalletPort persists, by the name that follows the prefix (`@walletport/recent-wallets`). */
export const storageKeys = {
  'email-login-used': defineStorageKey({ version: 1, schema: z.boolean() }),
  email: defineStorageKey({ version: 1, schema: emailSchema }),
  'social-username': defineStorageKey({ version: 1, schema: nonEmptyStringSchema }),
  /** Epoch milliseconds; drives the 30 s email login cooldown. */
  'last-email-login-time': defineStorageKey({ version: 1, schema: nonNegativeIntegerSchema }),
  'last-used-chain-id': defineStorageKey({
    version: 1,
    schema: z.union([caipNetworkIdSchema, nonNegativeIntegerSchema]),
  }),
  'smart-account-enabled-networks': defineStorageKey({ version: 1, schema: commaJoinedNumbers }),
  'recent-wallets': defineStorageKey({
    version: 1,
    schema: z.array(recentWalletSchema).check(z.maxLength(MAX_RECENT_WALLETS)),
  }),
  /** Namespace (`eip155`) to the id of the connector it is connected through. */
  'connected-connector-ids': defineStorageKey({
    version: 1,
    schema: z.record(namespaceSchema, nonEmptyStringSchema),
  }),
  'active-caip-network-id': defineStorageKey({ version: 1, schema: caipNetworkIdSchema }),
  'siwx-sessions': defineStorageKey({ version: 1, schema: z.array(siwxSessionSchema) }),
  'social-provider': defineStorageKey({ version: 1, schema: socialProviderSchema }),
}

export type DefaultStorageKeys = typeof storageKeys
export type StorageKey = keyof DefaultStorageKeys
