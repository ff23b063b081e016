import { EMAIL_COOLDOWN_MS } from '@walletport/embedded/protocol'

/** The server's time windows and caps; every one is enforced in the database, so instances share them. */
export interface ServerLimits {
  codeTtlMs: number
  maxCodeAttempts: number
  /**
   * Between two codes (or approval links) one device asks for one email: the spec's email login cooldown
   * (`EMAIL_COOLDOWN_MS`). Per device, so a stranger's start never delays the owner's.
   */
  cooldownMs: number
  /** Sign-in or email-update mails one requester (device key, or signed-in account) may cause an hour. */
  deviceSendsPerHour: number
  /** Mails one client address (IPv4, or IPv6 /64) may cause an hour. */
  ipSendsPerHour: number
  emailVerifiesPerHour: number
  ipVerifiesPerHour: number
  approvalTtlMs: number
  /** How long one device-approval wait request holds before answering "still waiting". */
  approvalWaitMs: number
  accessTokenTtlMs: number
  refreshTokenTtlMs: number
  /** A session ends this long after its login however often it is refreshed (an absolute lifetime). */
  sessionMaxAgeMs: number
  /** A login younger than this may export the phrase or recover on a new device. */
  freshLoginMs: number
  dpopMaxAgeMs: number
  /** Life of a Sign In With Farcaster nonce (single use). */
  farcasterLoginTtlMs: number
  /** Life of a WebAuthn challenge (single use). */
  webauthnChallengeTtlMs: number
}

export const defaultLimits: ServerLimits = {
  codeTtlMs: 10 * 60_000,
  maxCodeAttempts: 5,
  cooldownMs: EMAIL_COOLDOWN_MS,
  deviceSendsPerHour: 10,
  ipSendsPerHour: 30,
  emailVerifiesPerHour: 25,
  ipVerifiesPerHour: 60,
  approvalTtlMs: 10 * 60_000,
  approvalWaitMs: 20_000,
  accessTokenTtlMs: 10 * 60_000,
  refreshTokenTtlMs: 30 * 24 * 60 * 60_000,
  sessionMaxAgeMs: 90 * 24 * 60 * 60_000,
  freshLoginMs: 10 * 60_000,
  dpopMaxAgeMs: 60_000,
  farcasterLoginTtlMs: 5 * 60_000,
  webauthnChallengeTtlMs: 5 * 60_000,
}
