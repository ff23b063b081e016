import { UnknownWalletError } from '../errors/connection.js'
import { UnauthorizedProviderError } from '../errors/providerRpc.js'

/** The wallet an adapter found for `connectorId`; none is `UnknownWalletError` naming the id. */
export function requireWallet<W>(wallet: W | null | undefined, connectorId: string): W {
  if (wallet === null || wallet === undefined) throw new UnknownWalletError({ walletId: connectorId })
  return wallet
}

/**
 * The accounts a wallet handed over when asked to connect; none is `UnauthorizedProviderError` (4100), saying that
 * an account was expected and none came.
 */
export function requireAccounts<T extends readonly unknown[]>(accounts: T): T {
  if (accounts.length === 0) {
    throw new UnauthorizedProviderError({
      details: 'The wallet returned no account: expected at least one, received none',
    })
  }
  return accounts
}
