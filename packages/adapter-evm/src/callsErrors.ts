// EIP-5792 batch errors: thrown only by sendCalls (loaded on use with the other actions), never in the first chunk.
import { WalletPortError, type WalletPortErrorParameters } from '@walletport/core'

/**
 * A batch sent call by call (the wallet lacks EIP-5792) stopped at call `index` (0-based): the call reverted on
 * chain, the node refused it (its simulation reverts) or the user declined it. Calls before `index` are on chain
 * (`hashes`); none after it was sent. `getCallsStatus({ id })` reports the batch (600 when earlier calls landed).
 */
export class CallsFailedError extends WalletPortError {
  override name = 'CallsFailedError'
  readonly id: string
  readonly index: number
  /** Hashes of the calls sent, the failed one last when it was mined (reverted). */
  readonly hashes: readonly string[]

  constructor({
    id,
    index,
    count,
    hashes,
    reason,
    ...parameters
  }: {
    id: string
    index: number
    count: number
    hashes: readonly string[]
    reason: string
  } & WalletPortErrorParameters) {
    super(`Call ${index + 1} of ${count} failed: ${reason}`, {
      details: `${index} earlier call(s) landed on chain and stay there: the calls were not atomic`,
      ...parameters,
    })
    this.id = id
    this.index = index
    this.hashes = hashes
  }
}

/**
 * The batch asked for something only a wallet with EIP-5792 gives (atomic execution, or a capability that is not
 * marked optional, e.g. ERC-7677 `paymasterService`) and the wallet does not have it: nothing was sent.
 */
export class CallsCapabilityUnsupportedError extends WalletPortError {
  override name = 'CallsCapabilityUnsupportedError'
  readonly capability: string

  constructor({ capability, ...parameters }: { capability: string } & WalletPortErrorParameters) {
    super(`The wallet cannot send these calls with ${capability}: it does not support EIP-5792`, {
      code: capability === 'atomic' ? 5760 : 5700,
      ...parameters,
    })
    this.capability = capability
  }
}
