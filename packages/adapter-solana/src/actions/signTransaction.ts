import type { Network } from '@walletport/core'
import { signWithWallet } from '../signWithWallet.js'
import type { SolanaAdapterState } from '../solanaAdapterState.js'
import type { SolanaTransaction } from '../solanaTransactionKind.js'

/** Has the wallet sign `transaction` without sending it; returns it signed, in the kind it was given. */
export async function signTransaction<T extends SolanaTransaction>(
  state: SolanaAdapterState,
  { transaction, address, network }: { transaction: T; address?: string; network?: Network },
): Promise<T> {
  const [signed] = await signWithWallet(state, {
    transactions: [transaction],
    ...(address !== undefined && { address }),
    ...(network !== undefined && { network }),
  })
  return signed as T
}
