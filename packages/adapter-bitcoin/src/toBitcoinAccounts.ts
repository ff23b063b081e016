import { type Account, InvalidWalletResponseError, type Network } from '@walletport/core'
import { parseWalletAddress } from '@walletport/core/adapter'
import type { validateAddressOn } from './validateAddressOn.js'

export type BitcoinAddressCheck = typeof validateAddressOn

/**
 * The address check, loaded on first use (a wallet's accounts, an address typed in): its codecs (base58check's
 * SHA-256, bech32 and bech32m) stay out of the page's first chunk, which only discovers wallets.
 */
export async function loadAddressCheck(): Promise<BitcoinAddressCheck> {
  return (await import('./validateAddressOn.js')).validateAddressOn
}

/**
 * The accounts a wallet client answered `method` with, each address checked for `network` (by `check`, from
 * `loadAddressCheck`) before anything keeps it; `InvalidWalletResponseError` (what was expected, what came) for
 * anything else.
 */
export function checkBitcoinAccounts(
  accounts: unknown,
  network: Network,
  method: string,
  check: BitcoinAddressCheck,
): Account[] {
  if (!Array.isArray(accounts)) {
    throw new InvalidWalletResponseError({ method, expected: 'a list of accounts', received: accounts })
  }
  for (const account of accounts as Partial<Account>[]) {
    parseWalletAddress(account?.address, {
      method,
      validate: (address) => check(address, network),
    })
  }
  return accounts as Account[]
}
