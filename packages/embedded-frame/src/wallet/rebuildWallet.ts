import { deriveAccounts, type WalletAccounts, zeroAccounts } from './deriveAccounts.js'
import { combineTwo } from './shares.js'

export interface PinnedAddresses {
  evmAddress: string
  solanaAddress: string
}

/** A rebuilt key does not give the addresses pinned at creation: a wrong or tampered share. */
export class AddressMismatchError extends Error {
  override name = 'AddressMismatchError'
  constructor({ expected, received }: { expected: PinnedAddresses; received: PinnedAddresses }) {
    super(
      `The rebuilt wallet does not match its pinned addresses (expected ${expected.evmAddress} / ${expected.solanaAddress}, got ${received.evmAddress} / ${received.solanaAddress}): refusing to sign`,
    )
  }
}

/**
 * Combines two shares, re-derives the accounts and checks them against the pinned addresses; hands the
 * accounts to `use` and zeroes every secret afterwards, whatever `use` does.
 */
export async function withRebuiltWallet<T>(
  shares: [Uint8Array, Uint8Array],
  pinned: PinnedAddresses,
  use: (accounts: WalletAccounts, entropy: Uint8Array) => Promise<T> | T,
): Promise<T> {
  let entropy: Uint8Array
  try {
    entropy = await combineTwo(shares[0], shares[1])
  } catch {
    throw new AddressMismatchError({ expected: pinned, received: { evmAddress: '?', solanaAddress: '?' } })
  }
  let accounts: WalletAccounts | undefined
  try {
    accounts = deriveAccounts(entropy)
    const received = { evmAddress: accounts.evm.address, solanaAddress: accounts.solana.address }
    if (received.evmAddress !== pinned.evmAddress || received.solanaAddress !== pinned.solanaAddress)
      throw new AddressMismatchError({ expected: pinned, received })
    return await use(accounts, entropy)
  } finally {
    if (accounts) zeroAccounts(accounts)
    entropy.fill(0)
  }
}
