import { isUserRejection, UserRejectedRequestError } from '@walletport/core'
import { BlockhashExpiredError, InsufficientFundsError, TransactionSimulationError } from './errors.js'

interface ErrorLike {
  message?: unknown
  logs?: unknown
  transactionLogs?: unknown
  transactionMessage?: unknown
  data?: unknown
  cause?: unknown
  name?: unknown
}

const INSUFFICIENT = /insufficient (lamports|funds)|no record of a prior credit|InsufficientFundsForRent/i
const EXPIRED = /blockhash not found|block height exceeded|has expired/i

/** Log lines wherever web3.js (`logs`, `transactionLogs`) or a wallet's RPC error (`data.logs`) put them. */
function logsOf(error: unknown): string[] {
  for (let current = error as ErrorLike | undefined, depth = 0; current && depth < 5; depth++) {
    for (const candidate of [current.logs, current.transactionLogs, (current.data as ErrorLike)?.logs]) {
      if (Array.isArray(candidate))
        return candidate.filter((line): line is string => typeof line === 'string')
    }
    current = (current.data as ErrorLike | undefined) ?? (current.cause as ErrorLike | undefined)
  }
  return []
}

function messageOf(error: unknown): string {
  const parts: string[] = []
  for (let current = error as ErrorLike | undefined, depth = 0; current && depth < 5; depth++) {
    for (const text of [current.transactionMessage, current.message])
      if (typeof text === 'string') parts.push(text)
    current = current.cause as ErrorLike | undefined
  }
  return parts.join(' | ')
}

/**
 * What a failed send turns into: a user rejection, insufficient funds, an expired blockhash, or a simulation
 * failure with its logs; anything else comes back unchanged.
 */
export function toSolanaSendError(error: unknown, signature?: string): unknown {
  if (isUserRejection(error)) {
    return new UserRejectedRequestError({ details: messageOf(error) || undefined, cause: error })
  }
  const message = messageOf(error)
  const logs = logsOf(error)
  if (
    /TransactionExpiredBlockheightExceeded/.test(String((error as ErrorLike)?.name)) ||
    EXPIRED.test(message)
  ) {
    return new BlockhashExpiredError({ signature, cause: error })
  }
  if (INSUFFICIENT.test(message) || logs.some((line) => INSUFFICIENT.test(line))) {
    return new InsufficientFundsError({ logs, cause: error })
  }
  const simulation = /simulation failed:\s*([^\n|]*)/i.exec(message)
  if (simulation) {
    const reason = simulation[1]?.trim().replace(/\.$/, '') || 'unknown error'
    return new TransactionSimulationError({ reason, logs, cause: error })
  }
  return error
}
