import type { CaipNetworkId } from '../../caip/types.js'
import type { SiwxMessageData, SiwxRequest, SiwxSession } from '../../schemas/siwx.js'

export type { SiwxMessageData, SiwxRequest, SiwxSession }

export interface SiwxMessage extends SiwxMessageData {
  /** The text the wallet signs. */
  toString(): string
}

/** What the client asks of a sign-in implementation (ours, `createDefaultSiwx`, or the app's own). */
export interface SiwxConfig {
  /** Builds the message for this account and network (fresh nonce each time). */
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SiwxMessage>
  /**
   * For wallets that sign in while connecting and pick the account themselves (WalletConnect one-click auth):
   * the message fields for `chainId` without an account. Optional: without it, sign-in runs after connecting.
   */
  createRequest?(input: { chainId: CaipNetworkId }): Promise<SiwxRequest>
  /** Verifies and keeps a signed session; rejects when verification fails. */
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** Valid (unexpired) sessions for this account and network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** When true, a wallet that refuses to sign in is disconnected. Default false. */
  getRequired?(): boolean
}
