import { WalletPortError } from '@walletport/core'

/** What a view shows for a failure: a WalletPort error's short message, another error's message. */
export function errorMessage(error: unknown): string {
  if (error instanceof WalletPortError) return error.shortMessage
  return error instanceof Error ? error.message : String(error)
}
