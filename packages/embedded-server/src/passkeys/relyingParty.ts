/**
 * The WebAuthn relying party is the frame's origin (this server's public URL): passkeys are made and used on it,
 * in the frame or in a popup of it, never on a dapp's origin.
 */
export function relyingPartyOf(publicUrl: string): { rpID: string; origin: string; rpName: string } {
  const url = new URL(publicUrl)
  return { rpID: url.hostname, origin: url.origin, rpName: 'WalletPort wallet' }
}
