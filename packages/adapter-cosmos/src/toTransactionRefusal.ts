import { TransactionRefusedError } from '@walletport/core/adapter'
import type { Cosmjs } from './loadCosmjs.js'

/** "Query failed with (5): …: insufficient funds" and cosmjs's BroadcastTxError as TransactionRefusedError. */
export function toTransactionRefusal(cosmjs: Cosmjs, error: unknown): unknown {
  const log =
    error instanceof cosmjs.BroadcastTxError
      ? error.log
      : /^Query failed with \(\d+\): ([\s\S]*)$/.exec(error instanceof Error ? error.message : '')?.[1]
  if (log === undefined) return error
  const reason = log.split(': ').at(-1) || log
  return new TransactionRefusedError({ reason, details: log, cause: error })
}
