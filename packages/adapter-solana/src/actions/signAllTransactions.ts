import type { SignTransactionsParameters } from '../signWithWallet.js'
import { signWithWallet } from '../signWithWallet.js'
import type { SolanaAdapterState } from '../solanaAdapterState.js'
import type { SolanaTransaction } from '../solanaTransactionKind.js'

/** Has the wallet sign every transaction in one prompt, nothing sent; each returned in the kind it was given. */
export function signAllTransactions<T extends SolanaTransaction>(
  state: SolanaAdapterState,
  parameters: SignTransactionsParameters<T>,
): Promise<T[]> {
  return signWithWallet(state, parameters)
}
