// Apart from solanaAdapterState.ts (created with the adapter, in the first chunk): its error class brings core's
// provider-error table, which only the actions that follow a connection need (issue 37).
import type { WalletAccount } from '@wallet-standard/base'
import { UnauthorizedProviderError } from '@walletport/core'
import type { SolanaAdapterState } from './solanaAdapterState.js'

/** The connected wallet's account of `address`; 4100 when the wallet has not connected it. */
export function accountOf(state: SolanaAdapterState, address: string): WalletAccount {
  const account = state.connection.require().accounts.find((candidate) => candidate.address === address)
  if (!account) throw new UnauthorizedProviderError({ details: `${address} is not a connected account` })
  return account
}
