import type { TransactionReceipt } from '../adapter/types.js'
import type { CaipNetworkId } from '../caip/types.js'
import type { Network } from '../networks/types.js'

/**
 * Makes the test wallet act on its own, as its user would in the wallet's window. Each hook is optional: the
 * suite's checks that need a missing one are skipped, and their titles say so.
 */
export interface WalletEventHooks {
  /**
   * The wallet now reports `addresses` as its accounts (the first selected) and tells the page, however the
   * wallet does (an `accountsChanged` event, a keystore event the adapter answers by reading the accounts…).
   * The suite passes the connected address, `recipient`, and `invalidAddress` (a wallet is untrusted input); it
   * hands the connected address back before it connects again.
   */
  accountsChanged?(addresses: readonly string[]): void | Promise<void>
  /** The wallet moves to `network` on its own (used with `otherNetwork`). */
  chainChanged?(network: Network): void | Promise<void>
  /** The wallet ends the connection on its own; it must accept a new connect afterwards. */
  disconnect?(): void | Promise<void>
}

/** What the contract suite needs to know about the chain and the test wallet an adapter is run against. */
export interface ChainAdapterFixtures {
  /** Where the wallet starts; every test runs here. */
  network: Network
  /** A second network of the same namespace; the switchNetwork tests run only when it is given. */
  otherNetwork?: Network
  /** The test wallet's connector id, as the adapter's discovery reports it. */
  connectorId: string
  /** A valid address, not the wallet's, that receives the transfer. */
  recipient: string
  /** What the transfer sends, in the smallest unit. */
  amount: bigint
  /** An address `validateAddress` refuses on `network`. */
  invalidAddress: string
  /** Steers the test wallet: how it answers the next prompts. */
  wallet: { setBehavior(behavior: 'approve' | 'reject'): void | Promise<void> }
  /** Makes the wallet emit account, chain and disconnect events; the event checks run only with it. */
  walletEvents?: WalletEventHooks
  /**
   * The network the wallet itself is on now, read from the wallet (not the adapter): with it, the suite checks
   * that `switchNetwork` reached the wallet.
   */
  walletNetwork?: () => CaipNetworkId | Promise<CaipNetworkId>
  /** Runs once after `init`, before the first connect (fund the wallet's account, seed history…). */
  beforeConnect?: () => Promise<void>
  /** Extra checks on the transfer's receipt (e.g. the fee a devnet charges). */
  expectedFee?: (receipt: TransactionReceipt) => void
  /** Per test and hook; default 30 000. */
  timeoutMs?: number
  /** True when the adapter implements `getHistory`; otherwise the suite checks that it does not. */
  supportsHistory?: boolean
}
