import type * as Accounts from './toPolkadotAccounts.js'

let accounts: Promise<typeof Accounts> | undefined

/**
 * The accounts check (SS58 with its BLAKE2b checksum), loaded on first use (an extension's accounts, an address typed
 * in): its codec stays out of the page's first chunk, which only discovers extensions. One promise for every
 * caller, so callbacks waiting on it run in the order they asked.
 */
export function loadPolkadotAccounts(): Promise<typeof Accounts> {
  accounts ??= import('./toPolkadotAccounts.js')
  return accounts
}

/** `decodePolkadotAddress`, loaded on first use as above. */
export const loadPolkadotAddress = () => import('../address/validatePolkadotAddress.js')
