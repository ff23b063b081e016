import type { SolanaSignTransactionInput } from '@solana/wallet-standard-features'
import { InvalidWalletResponseError, MethodNotSupportedError, type Network } from '@walletport/core'
import { accountOf } from './accountOf.js'
import { chainFor } from './chainFor.js'
import { decodeSolanaTransaction, encodeSolanaTransaction } from './encodeSolanaTransaction.js'
import type { SolanaAdapterState } from './solanaAdapterState.js'
import { featuresOf } from './solanaFeatures.js'
import type { SolanaTransaction } from './solanaTransactionKind.js'
import { validateSolanaAddress } from './validateSolanaAddress.js'
import { withUserRejection } from './withUserRejection.js'

export interface SignTransactionsParameters<T extends SolanaTransaction> {
  transactions: readonly T[]
  /** The signing account; the connected one when omitted. */
  address?: string
  /** The cluster the wallet signs for; the connected one when omitted. */
  network?: Network
}

/**
 * One `solana:signTransaction` call for all `transactions` (one prompt), nothing sent. Each comes back signed in the
 * kind it was given. A wallet without the feature is `MethodNotSupportedError`; an answer that is not one signed
 * transaction per input is `InvalidWalletResponseError`.
 */
export async function signWithWallet<T extends SolanaTransaction>(
  state: SolanaAdapterState,
  { transactions, address, network }: SignTransactionsParameters<T>,
): Promise<T[]> {
  const connection = state.connection.require()
  const signer = state.connection.sender(address)
  validateSolanaAddress(signer)
  const account = accountOf(state, signer)
  const target = network ?? connection.network
  const chain = chainFor(connection.wallet, target)
  const feature = featuresOf(connection.wallet)['solana:signTransaction']
  if (!feature) throw new MethodNotSupportedError({ method: 'signTransaction', namespace: 'solana' })
  if (transactions.length === 0) return []
  const inputs: SolanaSignTransactionInput[] = []
  for (const transaction of transactions) {
    const { wire } = await encodeSolanaTransaction(state, { network: target, from: signer, transaction })
    inputs.push({ account, chain, transaction: wire })
  }
  const outputs = await withUserRejection(() => feature.signTransaction(...inputs))
  const signed = Array.isArray(outputs) ? outputs.map((output) => output?.signedTransaction) : []
  if (signed.length !== transactions.length || !signed.every((bytes) => bytes instanceof Uint8Array)) {
    throw new InvalidWalletResponseError({
      method: 'solana:signTransaction',
      expected: `${transactions.length} signed transaction(s)`,
      received: outputs,
    })
  }
  return Promise.all(
    transactions.map((transaction, index) =>
      decodeSolanaTransaction(transaction, signed[index] as Uint8Array),
    ),
  )
}
