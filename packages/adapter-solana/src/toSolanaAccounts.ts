import type { WalletAccount } from '@wallet-standard/base'
import type { Account, Network } from '@walletport/core'
import { InvalidWalletResponseError } from '@walletport/core'
import { parseWalletAddress } from '@walletport/core/adapter'
import { findWalletChain } from './toStandardChain.js'
import { validateSolanaAddress } from './validateSolanaAddress.js'

/**
 * The wallet's accounts usable on `network` (those listing no chain, or one for it), each address checked (a
 * base58 public key of 32 bytes) before anything keeps it; `InvalidWalletResponseError` for anything else.
 */
export function usableAccounts(accounts: unknown, network: Network, method: string): WalletAccount[] {
  if (!Array.isArray(accounts)) {
    throw new InvalidWalletResponseError({
      method,
      expected: 'a list of Wallet Standard accounts',
      received: accounts,
    })
  }
  return (accounts as WalletAccount[]).filter((account) => {
    parseWalletAddress((account as Partial<WalletAccount> | null)?.address, {
      method,
      validate: validateSolanaAddress,
    })
    const chains: unknown = account.chains
    if (!Array.isArray(chains)) {
      throw new InvalidWalletResponseError({
        method,
        expected: 'an account listing its chains',
        received: account,
      })
    }
    return chains.length === 0 || findWalletChain(chains, network) !== undefined
  })
}

/** Wallet Standard accounts as the adapter contract's. */
export function toSolanaAccounts(accounts: readonly WalletAccount[]): Account[] {
  return accounts.map(({ address }) => ({ address, type: 'eoa' }))
}
