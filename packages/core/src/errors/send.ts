import { WalletPortError } from './base.js'

/** An amount the sender cannot pay: more than the balance, or not enough left for the fee. */
export class AmountExceedsBalanceError extends WalletPortError {
  override name = 'AmountExceedsBalanceError'

  constructor({ reason, details }: { reason: string; details: string }) {
    super(reason, { details })
  }
}

/** An amount below what the chain accepts for the recipient (Bitcoin dust, Polkadot existential deposit). */
export class AmountBelowMinimumError extends WalletPortError {
  override name = 'AmountBelowMinimumError'
  readonly minimum: string

  constructor({ minimum, symbol }: { minimum: string; symbol: string }) {
    super(`The amount is below the network's minimum of ${minimum} ${symbol}`, {
      details: `Expected at least ${minimum} ${symbol} for this recipient.`,
    })
    this.minimum = minimum
  }
}

/** A recipient that is neither an address of the network nor a name that resolves to one. */
export class RecipientNotFoundError extends WalletPortError {
  override name = 'RecipientNotFoundError'

  constructor({ name, network }: { name: string; network: string }) {
    super(`No address on ${network} for the name ${name}`)
  }
}
