import { fromBase64Url } from '@walletport/embedded/contract'
import { passkeyRefused } from './passkeyRefused.js'

/**
 * Registration's top-origin check (SimpleWebAuthn checks it for authentication only). The frame runs a ceremony
 * inside a dapp's iframe (the browser names the dapp as `topOrigin`) or top-level in its popup (no `topOrigin`);
 * a `topOrigin` must be a dapp allowed to frame the wallet. Safari marks cross-origin ceremonies without naming the
 * top origin; those pass, as the frame's CSP already limits where it can be embedded.
 */
export function assertTopOrigin(clientDataJSON: string, allowedOrigins: readonly string[]): void {
  let topOrigin: unknown
  try {
    topOrigin = (
      JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON))) as { topOrigin?: unknown }
    ).topOrigin
  } catch {
    throw passkeyRefused('its client data is not JSON')
  }
  if (topOrigin === undefined) return
  if (typeof topOrigin !== 'string' || !allowedOrigins.includes(topOrigin))
    throw passkeyRefused(
      `it was made in a page on ${String(topOrigin)}, expected one of the dapps ${allowedOrigins.join(', ')}`,
    )
}
