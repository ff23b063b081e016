/**
 * Whether one of the account's identities may go: only while another way in stays, the account's email (email codes
 * sign in to it) or another identity. Passkeys and the passphrase recover keys; they do not sign in.
 */
export function canUnlinkIdentity({
  hasEmail,
  identities,
}: {
  hasEmail: boolean
  identities: number
}): boolean {
  return identities > 1 || (hasEmail && identities > 0)
}
