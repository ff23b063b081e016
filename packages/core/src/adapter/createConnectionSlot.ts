import type { ChainNamespace } from '../caip/types.js'
import { WalletNotConnectedError } from '../errors/adapter.js'

/** What an adapter keeps of its live connection: at least the accounts, and how to stop listening to the wallet. */
export interface SlotConnection {
  accounts: readonly { address: string }[]
  /** Removes the listeners the adapter put on the wallet. */
  detach(): void
}

export interface ConnectionSlot<C extends SlotConnection> {
  /** The live connection, if any. */
  get(): C | undefined
  /** The live connection; `WalletNotConnectedError` when there is none. */
  require(): C
  /** Replaces the live connection (the previous one is detached first). */
  set(connection: C): void
  /** Detaches and forgets the live connection. */
  clear(): void
  /** `from`, else the connection's first account; `WalletNotConnectedError` when neither is there. */
  sender(from?: string): string
  /**
   * The connected account `from` (the first one when omitted); `WalletNotConnectedError` when nothing is connected
   * or `from` is not one of the connected accounts (its details list them).
   */
  account(from?: string): C['accounts'][number]
}

/** An adapter's one live connection (each adapter holds at most one per instance). */
export function createConnectionSlot<C extends SlotConnection>(namespace: ChainNamespace): ConnectionSlot<C> {
  let active: C | undefined
  const slot: ConnectionSlot<C> = {
    get: () => active,
    require() {
      if (!active) throw new WalletNotConnectedError({ namespace })
      return active
    },
    set(connection) {
      if (active !== connection) active?.detach()
      active = connection
    },
    clear() {
      const previous = active
      active = undefined
      previous?.detach()
    },
    sender(from) {
      const address = from ?? slot.require().accounts[0]?.address
      if (!address) throw new WalletNotConnectedError({ namespace })
      return address
    },
    account(from) {
      const { accounts } = slot.require()
      const found = from === undefined ? accounts[0] : accounts.find((account) => account.address === from)
      if (found) return found
      throw new WalletNotConnectedError({
        namespace,
        details: `${from} is not a connected account: expected one of ${accounts.map((account) => account.address).join(', ') || 'none'}`,
      })
    },
  }
  return slot
}
