import { type Account, InvalidWalletResponseError, type Network } from '@walletport/core'
import { parseWalletAddress } from '@walletport/core/adapter'
import type { BitcoinAddressCheck } from './loadAddressCheck.js'

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
