/** Spec section 9: the email login cooldown, between two codes for one email (the dapp and the server hold to it). */
export const EMAIL_COOLDOWN_MS = 30_000
