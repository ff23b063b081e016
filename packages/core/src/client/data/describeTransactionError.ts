import { HttpRequestError, RpcRequestError, TimeoutError } from '../../errors/chainClient.js'
import { rpcErrorChain } from '../../errors/rpcErrorChain.js'

/** The plain-language texts a failed transaction is shown with (never the wallet's own wording). */
export const TRANSACTION_ERROR_MESSAGES = {
  unauthorized: 'The wallet did not allow this account to send',
  disconnected: 'The wallet is disconnected from this network. Reconnect it and try again.',
  unsupportedChain: 'The wallet does not support this network',
  insufficientFunds: 'Not enough funds to pay for this transaction',
  failed: 'The transaction could not be sent',
} as const

const BY_CODE: Readonly<Record<number, keyof typeof TRANSACTION_ERROR_MESSAGES>> = {
  4100: 'unauthorized',
  4900: 'disconnected',
  4901: 'disconnected',
  4902: 'unsupportedChain',
}

/** The node's own failure (a time-out, an HTTP or RPC failure) in the error or its causes, if any. */
function nodeFailureOf(error: unknown): TimeoutError | HttpRequestError | RpcRequestError | undefined {
  let current = error
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (
      current instanceof TimeoutError ||
      current instanceof HttpRequestError ||
      current instanceof RpcRequestError
    )
      return current
    current = current.cause
  }
  return undefined
}

/**
 * What the user is told when sending failed: one of TRANSACTION_ERROR_MESSAGES, chosen by the EIP-1193 code
 * anywhere in the error's chain, or by an "insufficient funds" message (nodes and wallets say it in those words);
 * a failure of the node itself is told with the error catalogue's chain-client text ('The request took too long
 * to respond.', 'HTTP request failed.', 'RPC Request failed.') rather than the generic one.
 */
export function describeTransactionError(error: unknown): string {
  const links = rpcErrorChain(error)
  for (const link of links) {
    const key = link.code === undefined ? undefined : BY_CODE[link.code]
    if (key !== undefined) return TRANSACTION_ERROR_MESSAGES[key]
  }
  if (links.some((link) => /insufficient (funds|balance)/i.test(link.message ?? ''))) {
    return TRANSACTION_ERROR_MESSAGES.insufficientFunds
  }
  return nodeFailureOf(error)?.message ?? TRANSACTION_ERROR_MESSAGES.failed
}
