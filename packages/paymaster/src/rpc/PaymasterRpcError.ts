/**
 * Why a request was refused. Each reason has its own JSON-RPC code (the -32000…-32099 server range; -32602 for
 * malformed params): the wallet shows the message, a program reads `data.reason`.
 */
export const paymasterRefusals = {
  'invalid-params': -32602,
  'origin-not-allowed': -32010,
  'chain-not-supported': -32011,
  'entry-point-not-supported': -32012,
  'factory-not-allowed': -32013,
  'call-not-decodable': -32014,
  'target-not-allowed': -32015,
  'selector-not-allowed': -32016,
  'daily-gas-budget-exceeded': -32017,
  'method-not-found': -32601,
} as const

export type PaymasterRefusal = keyof typeof paymasterRefusals

export class PaymasterRpcError extends Error {
  override name = 'PaymasterRpcError'
  readonly reason: PaymasterRefusal
  readonly code: number
  readonly details: Record<string, string>

  constructor(reason: PaymasterRefusal, message: string, details: Record<string, string> = {}) {
    super(message)
    this.reason = reason
    this.code = paymasterRefusals[reason]
    this.details = details
  }

  /** The JSON-RPC `error` member. */
  toJsonRpc(): { code: number; message: string; data: Record<string, string> } {
    return { code: this.code, message: this.message, data: { reason: this.reason, ...this.details } }
  }
}
