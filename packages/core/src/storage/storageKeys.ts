import { namespaceViolation } from '../caip/grammar.js'
import { isCaipNetworkId } from '../caip/isCaipNetworkId.js'
import type { CaipNetworkId } from '../caip/types.js'
import { MAX_RECENT_WALLETS } from '../connectors/addRecentWallet.js'
import { isSafeImageUrl } from '../connectors/isSafeImageUrl.js'
import {
  array,
  boolean,
  nonEmptyString,
  number,
  object,
  oneOf,
  optional,
  record,
  string,
  union,
} from '../schemas/checks.js'
import type { SiwxSession } from '../schemas/siwx.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../schemas/socialProviders.js'
import { defineStorageKey } from './defineStorageKey.js'
import { checkedCodec, commaJoinedCodec } from './storageCodecs.js'

// Hand checks with the rules of core's zod schemas (email, CAIP-2, SIWX session), so that reading storage at
// start-up loads no zod; storageKeys.test.ts holds them to the same answers.

/** zod's default e-mail pattern (`z.email()`). */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

const nonNegativeInteger = number((value) =>
  Number.isSafeInteger(value) && value >= 0 ? undefined : 'expected int >= 0',
)
const caipNetworkId = string((value) => (isCaipNetworkId(value) ? undefined : 'invalid CAIP-2 network id'))
const optionalString = optional(string())
const isNamespace = (namespace: string) =>
  namespaceViolation(namespace) === undefined ? undefined : 'invalid namespace'
const accountAddress = string((address) =>
  address.length > 0 && address.length <= 128 ? undefined : 'expected 1 to 128 characters',
)

export interface RecentWallet {
  id: string
  name: string
  rdns?: string
  imageUrl?: string
}

/** The links of the legal checkbox the user ticked (`features.legalCheckbox`); asked again when they change. */
export interface LegalAcceptance {
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
}

export interface AnnouncedDisconnect {
  id: string
  namespaces: string[]
}

const recentWallet = object({
  id: nonEmptyString,
  name: nonEmptyString,
  rdns: optional(nonEmptyString),
  imageUrl: optional(string((url) => (isSafeImageUrl(url) ? undefined : 'not a safe image URL'))),
})

const siwxSession = object({
  data: object({
    chainId: caipNetworkId,
    nonce: nonEmptyString,
    domain: nonEmptyString,
    uri: nonEmptyString,
    version: nonEmptyString,
    statement: optionalString,
    issuedAt: optionalString,
    expirationTime: optionalString,
    notBefore: optionalString,
    requestId: optionalString,
    resources: optional(array(string())),
    accountAddress: nonEmptyString,
  }),
  message: nonEmptyString,
  signature: nonEmptyString,
  cacao: optional(record(string(), () => {})),
})

const pickRecentWallets = (wallets: RecentWallet[]) =>
  wallets.map(({ id, name, rdns, imageUrl }) => ({
    id,
    name,
    ...(rdns === undefined ? {} : { rdns }),
    ...(imageUrl === undefined ? {} : { imageUrl }),
  }))

/** Every key WalletPort persists, by the name that follows the prefix (`@walletport/recent-wallets`). */
export const storageKeys = {
  'email-login-used': defineStorageKey({ version: 1, schema: checkedCodec<boolean>(boolean) }),
  email: defineStorageKey({
    version: 1,
    schema: checkedCodec<string>(string((value) => (EMAIL.test(value) ? undefined : 'invalid email'))),
  }),
  'social-username': defineStorageKey({ version: 1, schema: checkedCodec<string>(nonEmptyString) }),
  /** Epoch milliseconds; drives the 30 s email login cooldown. */
  'last-email-login-time': defineStorageKey({ version: 1, schema: checkedCodec<number>(nonNegativeInteger) }),
  'last-used-chain-id': defineStorageKey({
    version: 1,
    schema: checkedCodec<CaipNetworkId | number>(union(caipNetworkId, nonNegativeInteger)),
  }),
  /** Stored as the spec says ("comma-joined"), read back as numbers. */
  'smart-account-enabled-networks': defineStorageKey({
    version: 1,
    schema: commaJoinedCodec(nonNegativeInteger),
  }),
  'recent-wallets': defineStorageKey({
    version: 1,
    schema: checkedCodec<RecentWallet[]>(array(recentWallet, { max: MAX_RECENT_WALLETS }), pickRecentWallets),
  }),
  /** Namespace (`eip155`) to the id of the connector it is connected through. */
  'connected-connector-ids': defineStorageKey({
    version: 1,
    schema: checkedCodec<Record<string, string>>(record(string(isNamespace), nonEmptyString)),
  }),
  /**
   * The last explicit disconnect (`disconnect()`), for the app's other tabs to follow: the namespaces it ended
   * and an id new on every write (a `storage` event fires only when the value changes).
   */
  'announced-disconnect': defineStorageKey({
    version: 1,
    schema: checkedCodec<AnnouncedDisconnect>(
      object({ id: nonEmptyString, namespaces: array(string(isNamespace)) }),
      ({ id, namespaces }) => ({ id, namespaces }),
    ),
  }),
  /**
   * Namespace to the address connected on it, so a server can render the account before the wallet answers
   * (`cookieToInitialState`); written only while connected, removed on disconnect.
   */
  'connected-addresses': defineStorageKey({
    version: 1,
    schema: checkedCodec<Record<string, string>>(record(string(isNamespace), accountAddress)),
  }),
  /**
   * Namespace to wallet (connector id) to the account active on it, so a reload restores the account the user
   * chose among the wallet's several (`setActiveAccount`); read back only if the wallet still connects it.
   */
  'active-accounts': defineStorageKey({
    version: 1,
    schema: checkedCodec<Record<string, Record<string, string>>>(
      record(string(isNamespace), record(nonEmptyString, accountAddress)),
    ),
  }),
  'active-caip-network-id': defineStorageKey({
    version: 1,
    schema: checkedCodec<CaipNetworkId>(caipNetworkId),
  }),
  'siwx-sessions': defineStorageKey({ version: 1, schema: checkedCodec<SiwxSession[]>(array(siwxSession)) }),
  'legal-accepted': defineStorageKey({
    version: 1,
    // Strict: what is written reads back the same, and a value with other fields is not an acceptance.
    schema: checkedCodec<LegalAcceptance>(
      object({ termsConditionsUrl: optionalString, privacyPolicyUrl: optionalString }, { strict: true }),
    ),
  }),
  'social-provider': defineStorageKey({
    version: 1,
    schema: checkedCodec<SocialProvider>(oneOf(SOCIAL_PROVIDERS)),
  }),
}

export type DefaultStorageKeys = typeof storageKeys
export type StorageKey = keyof DefaultStorageKeys
