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

/**
 * What the user is told when sending failed: one of TRANSACTION_ERROR_MESSAGES, chosen by the EIP-1193 code
 * anywhere in the error's chain, or by an "insufficient funds" message (nodes and wallets say it in those words).
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
  return TRANSACTION_ERROR_MESSAGES.failed
}
