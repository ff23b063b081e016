import type { StorageKey } from '../../storage/storageKeys.js'
import type { ClientContext } from '../context.js'

/**
 * What `forgetAll` removes from storage: every stored connection (connector ids, addresses, the accounts chosen, the active network)
 * and session (sign-in sessions kept on the device, the embedded wallet's login data). The user's choices about
 * the app itself (recent wallets, accepted terms) stay; `client.storage.clear()` removes those too.
 */
export const FORGOTTEN_STORAGE_KEYS: readonly StorageKey[] = [
  'connected-connector-ids',
  'connected-addresses',
  'active-accounts',
  'active-caip-network-id',
  'siwx-sessions',
  'social-provider',
  'email',
  'email-login-used',
  'social-username',
  'last-email-login-time',
  'last-used-chain-id',
  'smart-account-enabled-networks',
]

/** Removes {@link FORGOTTEN_STORAGE_KEYS} at once, so no reload from here on restores anything. */
export function forgetStoredSessions(context: ClientContext): void {
  for (const key of FORGOTTEN_STORAGE_KEYS) context.storage.remove(key)
}
