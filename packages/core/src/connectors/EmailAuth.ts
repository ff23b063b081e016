import type { SocialProvider } from '../schemas/socialProviders.js'
import type { SocialLoginPopup } from './SocialAuth.js'

/**
 * The email login of an AUTH connector (the embedded wallet), as the email views drive it. Every call goes to the
 * wallet's frame; answers name the next step (spec section 5: connect action VERIFY_DEVICE → VERIFY_OTP →
 * CONNECT, email update action VERIFY_PRIMARY_OTP → VERIFY_SECONDARY_OTP).
 */
/** Spec section 5: the connect action a login step answers with. */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

export interface EmailAuth {
  /** Mails a code, or a device-approval link to a device the account has not seen. Refused inside the cooldown. */
  connectEmail(email: string): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Waits a while for the mailed device approval: VERIFY_OTP once approved, VERIFY_DEVICE while not yet. */
  connectDevice(): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** CONNECT once the code is right (the views treat any other answer as a step to take). */
  connectOtp(otp: string): Promise<{ action: EmailConnectAction }>
  /** Seconds before another code may be requested (0: now). */
  cooldownSeconds(): number
  /** Mails a code to the current address. */
  updateEmail(newEmail: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  /** Checks the current address's code and mails one to the new address. */
  updateEmailPrimaryOtp(otp: string): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>
  signOut(): Promise<void>
  /** The email of the last login on this site, if any. */
  getEmail(): string | undefined
  /** Sign In With Farcaster (section 7): the sign-in URL to show as a QR code (a link on phones). */
  getFarcasterUri?(): Promise<{ url: string }>
  /** Waits for the user's Farcaster app to sign the URL's message; resolves signed in, with the user name. */
  connectFarcaster?(): Promise<{ userName: string }>
  /** The user name of the login (Farcaster), if it has one. */
  getUserName?(): string | undefined
  /** The account's devices; `current` is this one. */
  listDevices?(): Promise<EmbeddedDevice[]>
  /** Removes another device: it can no longer sign (needs a login from the last 10 minutes). */
  revokeDevice?(deviceId: string): Promise<void>
  /** Adds a passkey as a recovery factor; the wallet shows its own step (fresh login only). */
  addPasskey?(): Promise<void>
  /** The account's passkeys (credential id, when added, when last used). */
  listPasskeys?(): Promise<{ id: string; createdAt: string; lastUsedAt: string | null }[]>
  /** Removes a passkey (fresh login only); the passphrase keeps restoring the wallet. */
  removePasskey?(id: string): Promise<void>
  /** The account's email and its other sign-ins (social, Farcaster); `removable` while another way in stays. */
  listIdentities?(): Promise<{ email: string | null; identities: LinkedIdentity[] }>
  /**
   * Links another provider to the signed-in account through `popup` (opened by the user's click; fresh login only).
   * Refused when that provider's account already opens another wallet. The session stays as it was.
   */
  linkSocial?(parameters: {
    provider: SocialProvider
    popup: SocialLoginPopup
    signal?: AbortSignal
  }): Promise<Omit<LinkedIdentity, 'removable'>>
  /** Sign In With Farcaster to link the fid to the signed-in account (fresh login only): the URL for the QR code. */
  getFarcasterLinkUri?(): Promise<{ url: string }>
  /** Waits for the Farcaster app to sign the link URL's message; refused when that fid opens another wallet. */
  linkFarcaster?(): Promise<Omit<LinkedIdentity, 'removable'>>
  /** Unlinks a sign-in (fresh login only); refused for the last way in. */
  unlinkIdentity?(id: string): Promise<void>
}

/** A way into the embedded wallet's account besides its email. */
export interface LinkedIdentity {
  /** Opaque, stable id (not the provider's user id). */
  id: string
  provider: string
  userName: string | null
  email: string | null
  createdAt: string
  /** Unlinking it leaves another way in (the account's email or another identity). */
  removable: boolean
}

export interface EmbeddedDevice {
  id: string
  createdAt: string
  lastSeenAt: string
  canSign: boolean
  current: boolean
}
