import {
  chainIdSchema,
  connectActionSchema,
  emailSchema,
  frameAccountTypeSchema,
  otpSchema,
  type RouterData,
  socialProviderSchema,
  themeModeSchema,
  themeVariablesSchema,
} from '@walletport/core'
import * as z from 'zod/mini'

/** Prefixes of the message types: app → frame and frame → app. */
export const APP_EVENT_PREFIX = '@walletport-app/'
export const FRAME_EVENT_PREFIX = '@walletport-frame/'

/** The frame protocol version the dapp side speaks (the spec's default frame SDK version). */
export const FRAME_PROTOCOL_VERSION = 4

const emptySchema = z.strictObject({})
const actionPayload = <Action extends z.ZodMiniType>(action: Action) => z.strictObject({ action })

/** An RPC call forwarded to the frame's signer; reads never come here (the dapp answers them). */
export const rpcRequestPayloadSchema = z.strictObject({
  method: z.string().check(z.minLength(1), z.maxLength(64)),
  params: z.optional(z.unknown()),
  chainId: chainIdSchema,
})
export type RpcRequestPayload = z.output<typeof rpcRequestPayloadSchema>

/**
 * The screens the frame shows, so the dapp's dialog names what is asked (its accessible label) while the frame is
 * visible: a confirmation, choosing or entering the passphrase, the recovery phrase, restoring with or adding a
 * passkey.
 */
export const frameScreenSchema = z.enum([
  'confirm',
  'createPassphrase',
  'enterPassphrase',
  'recoveryPhrase',
  'restorePasskey',
  'addPasskey',
] as const satisfies readonly FrameScreen[])
/** Core's router data names the same screens (the modal labels its dialog from them). */
export type FrameScreen = NonNullable<RouterData['frameScreen']>

/** A BCP 47 language tag ('he', 'pt-BR'): the modal's locale, which the frame's own screens follow. */
export const localeTagSchema = z
  .string()
  .check(z.maxLength(35), z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/))

export const dappMetadataSchema = z.strictObject({
  name: z.string().check(z.maxLength(256)),
  description: z.string().check(z.maxLength(1024)),
  url: z.string().check(z.maxLength(2048)),
  icons: z.array(z.string().check(z.maxLength(2048))).check(z.maxLength(8)),
})

/** The user as the frame reports it: the spec's user payload plus the wallet's address on each namespace. */
export const frameUserSchema = z.strictObject({
  email: z.nullable(emailSchema),
  address: z.string().check(z.minLength(1)),
  chainId: chainIdSchema,
  accounts: z.array(
    z.strictObject({ address: z.string().check(z.minLength(1)), type: frameAccountTypeSchema }),
  ),
  smartAccountDeployed: z.boolean(),
  preferredAccountType: frameAccountTypeSchema,
  userName: z.optional(z.string()),
  /** Ours: the social provider of the login, absent after an email login. */
  socialProvider: z.optional(socialProviderSchema),
  addresses: z.strictObject({ eip155: z.string(), solana: z.string() }),
})
export type FrameUser = z.output<typeof frameUserSchema>

/** A way into the account besides its email (ours): a social or Farcaster sign-in linked to it. */
export const linkedIdentitySchema = z.strictObject({
  id: z.string().check(z.maxLength(64)),
  provider: z.string().check(z.maxLength(32)),
  userName: z.nullable(z.string().check(z.maxLength(256))),
  email: z.nullable(z.string().check(z.maxLength(320))),
  createdAt: z.string().check(z.maxLength(64)),
})
export type LinkedIdentity = z.output<typeof linkedIdentitySchema>

/**
 * Every request of the spec's table (section 7) with its payload and its success payload, plus ours:
 * EXPORT_WALLET (the frame shows the phrase itself), REJECT_RPC_REQUESTS (the modal closed), LIST_DEVICES and
 * REVOKE_DEVICE (the account's devices), ADD_PASSKEY, LIST_PASSKEYS and REMOVE_PASSKEY (passkeys as recovery
 * factor), GET_SOCIAL_LINK_URI, LINK_SOCIAL, GET_FARCASTER_LINK_URI, LINK_FARCASTER, LIST_IDENTITIES and
 * UNLINK_IDENTITY (the signed-in user's sign-ins) and, before
 * any of them, INIT (the handshake that hands the frame its private port).
 */
export const frameRequests = {
  SWITCH_NETWORK: {
    request: z.strictObject({ chainId: chainIdSchema }),
    success: z.strictObject({ chainId: chainIdSchema }),
  },
  CONNECT_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: actionPayload(z.enum(['VERIFY_DEVICE', 'VERIFY_OTP'])),
  },
  CONNECT_DEVICE: { request: emptySchema, success: actionPayload(z.enum(['VERIFY_DEVICE', 'VERIFY_OTP'])) },
  CONNECT_OTP: { request: z.strictObject({ otp: otpSchema }), success: actionPayload(connectActionSchema) },
  CONNECT_SOCIAL: {
    request: z.strictObject({ uri: z.string().check(z.maxLength(4096)) }),
    success: z.strictObject({
      userName: z.optional(z.string()),
      provider: z.optional(socialProviderSchema),
    }),
  },
  GET_FARCASTER_URI: { request: emptySchema, success: z.strictObject({ url: z.string() }) },
  CONNECT_FARCASTER: { request: emptySchema, success: z.strictObject({ userName: z.string() }) },
  GET_USER: {
    request: z.strictObject({
      chainId: z.optional(chainIdSchema),
      preferredAccountType: z.optional(frameAccountTypeSchema),
    }),
    success: frameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    /** `returnUrl` (ours): a page of the dapp to come back to with result_uri when no popup could open. */
    request: z.strictObject({
      provider: socialProviderSchema,
      returnUrl: z.optional(z.string().check(z.maxLength(2048))),
    }),
    success: z.strictObject({ uri: z.string() }),
  },
  /** Ours: the providers the wallet server has settings for (the Socials view offers only these). */
  GET_SOCIAL_PROVIDERS: { request: emptySchema, success: z.strictObject({ providers: z.array(z.string()) }) },
  SIGN_OUT: { request: emptySchema, success: emptySchema },
  IS_CONNECTED: {
    request: z.strictObject({ token: z.optional(z.string()) }),
    success: z.strictObject({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { request: emptySchema, success: z.strictObject({ chainId: chainIdSchema }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: emptySchema,
    success: z.strictObject({ smartAccountEnabledNetworks: z.array(z.number()) }),
  },
  INIT_SMART_ACCOUNT: { request: emptySchema, success: z.strictObject({ isDeployed: z.boolean() }) },
  SET_PREFERRED_ACCOUNT: {
    request: z.strictObject({ type: frameAccountTypeSchema }),
    success: z.strictObject({ type: frameAccountTypeSchema }),
  },
  RPC_REQUEST: { request: rpcRequestPayloadSchema, success: z.strictObject({ result: z.unknown() }) },
  UPDATE_EMAIL: {
    request: z.strictObject({ newEmail: emailSchema }),
    success: actionPayload(z.literal('VERIFY_PRIMARY_OTP')),
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    request: z.strictObject({ otp: otpSchema }),
    success: actionPayload(z.literal('VERIFY_SECONDARY_OTP')),
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: z.strictObject({ otp: otpSchema }),
    success: z.strictObject({ newEmail: emailSchema }),
  },
  SYNC_THEME: {
    request: z.strictObject({
      themeMode: z.optional(themeModeSchema),
      themeVariables: z.optional(themeVariablesSchema),
      walletportThemeVariables: z.optional(z.record(z.string(), z.string())),
    }),
    success: emptySchema,
  },
  SYNC_DAPP_DATA: {
    request: z.strictObject({
      metadata: dappMetadataSchema,
      sdkVersion: z.string().check(z.maxLength(64)),
      sdkType: z.string().check(z.maxLength(64)),
      projectId: z.string().check(z.maxLength(128)),
      /** The modal's locale (not in the spec's payload): the frame's screens speak it. */
      locale: z.optional(localeTagSchema),
    }),
    success: emptySchema,
  },
  RELOAD: { request: emptySchema, success: emptySchema },
  EXPORT_WALLET: { request: emptySchema, success: emptySchema },
  REJECT_RPC_REQUESTS: { request: emptySchema, success: emptySchema },
  LIST_DEVICES: {
    request: emptySchema,
    success: z.strictObject({
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
  },
  REVOKE_DEVICE: {
    request: z.strictObject({ deviceId: z.string().check(z.maxLength(64)) }),
    success: emptySchema,
  },
  ADD_PASSKEY: { request: emptySchema, success: emptySchema },
  LIST_PASSKEYS: {
    request: emptySchema,
    success: z.strictObject({
      passkeys: z.array(
        z.strictObject({ id: z.string(), createdAt: z.string(), lastUsedAt: z.nullable(z.string()) }),
      ),
    }),
  },
  REMOVE_PASSKEY: {
    request: z.strictObject({ id: z.string().check(z.maxLength(1400)) }),
    success: emptySchema,
  },
  GET_SOCIAL_LINK_URI: {
    request: z.strictObject({ provider: socialProviderSchema }),
    success: z.strictObject({ uri: z.string() }),
  },
  LINK_SOCIAL: {
    request: z.strictObject({ uri: z.string().check(z.maxLength(4096)) }),
    success: z.strictObject({ identity: linkedIdentitySchema }),
  },
  GET_FARCASTER_LINK_URI: { request: emptySchema, success: z.strictObject({ url: z.string() }) },
  LINK_FARCASTER: { request: emptySchema, success: z.strictObject({ identity: linkedIdentitySchema }) },
  LIST_IDENTITIES: {
    request: emptySchema,
    success: z.strictObject({
      email: z.nullable(z.string()),
      identities: z.array(z.extend(linkedIdentitySchema, { removable: z.boolean() })),
    }),
  },
  UNLINK_IDENTITY: {
    request: z.strictObject({ id: z.string().check(z.maxLength(64)) }),
    success: emptySchema,
  },
} as const

export type FrameRequestType = keyof typeof frameRequests
export type FrameRequestPayload<Type extends FrameRequestType> = z.input<
  (typeof frameRequests)[Type]['request']
>
export type FrameSuccessPayload<Type extends FrameRequestType> = z.output<
  (typeof frameRequests)[Type]['success']
>

export const FRAME_REQUEST_TYPES = Object.keys(frameRequests) as FrameRequestType[]

/** Events the frame sends unasked (no id). */
export const frameNotices = {
  READY: z.strictObject({ version: z.number() }),
  /** The session began or ended; never carries a token. */
  SESSION_UPDATE: z.strictObject({ connected: z.boolean() }),
  /**
   * The frame needs to be seen (its own confirmation, passphrase or export UI) or is done. While visible it names
   * its screen and the height its content takes (CSS pixels), sent again when that height changes.
   */
  VISIBILITY: z.strictObject({
    visible: z.boolean(),
    screen: z.optional(frameScreenSchema),
    height: z.optional(z.number().check(z.int(), z.gte(1), z.lte(4000))),
  }),
  UNVERIFIED_DOMAIN: z.strictObject({ origin: z.string() }),
} as const

export type FrameNoticeType = keyof typeof frameNotices
export type FrameNoticePayload<Type extends FrameNoticeType> = z.output<(typeof frameNotices)[Type]>
