import type { Connection } from '@solana/web3.js'
import type { TransactionReceipt } from '@walletport/core'
import { TransactionNotFoundError } from './errors.js'

/** The receipt of a confirmed transaction: its status, slot and fee; TransactionNotFoundError when it is unknown. */
export async function getSolanaReceipt(connection: Connection, hash: string): Promise<TransactionReceipt> {
  const response = await connection.getTransaction(hash, {
    maxSupportedTransactionVersion: 0,
    commitment: 'confirmed',
  })
  if (!response) throw new TransactionNotFoundError({ hash })
  return {
    hash,
    status: response.meta?.err ? 'reverted' : 'success',
    blockNumber: BigInt(response.slot),
    ...(response.meta && { fee: BigInt(response.meta.fee) }),
  }
}
