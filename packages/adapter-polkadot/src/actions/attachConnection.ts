import type { Network } from '@walletport/core'
import { type Account, parseWalletEvent } from '@walletport/core/adapter'
import { loadPolkadotAccounts } from '../accounts/loadPolkadotAccounts.js'
import type { PolkadotContext } from '../context.js'
import type { InjectedExtension, InjectedWindowProvider } from '../types.js'

const sameAccounts = (a: readonly Account[], b: readonly Account[]) =>
  a.length === b.length && a.every((account, i) => account.address === b[i]?.address)

/**
 * Makes this the live connection and follows the extension: `accounts.subscribe` changes become accountsChanged
 * (an empty list ends the connection), a malformed list is dropped as an `error` event, and a provider that
 * reports 'disconnect' (WalletConnect) ends it with `disconnected`. Lists are checked once the accounts check has
 * loaded, in the order the extension sent them.
 */
export function attachConnection(
  context: PolkadotContext,
  parameters: {
    connectorId: string
    provider: InjectedWindowProvider
    extension: InjectedExtension
    network: Network
    accounts: readonly Account[]
  },
): void {
  const { emitter, slot } = context
  const stops: (() => void)[] = []
  const connection = {
    ...parameters,
    detach: () => {
      for (const stop of stops.splice(0)) stop()
    },
  }
  slot.set(connection)

  const onAccounts = (value: unknown) => {
    if (slot.get() !== connection) return
    loadPolkadotAccounts().then(
      ({ toPolkadotAccounts }) => {
        if (slot.get() !== connection) return
        const accounts = parseWalletEvent(emitter, () =>
          toPolkadotAccounts(value, connection.network, 'accounts.subscribe'),
        )
        if (!accounts || sameAccounts(accounts, connection.accounts)) return
        if (accounts.length === 0) slot.clear()
        else connection.accounts = accounts
        emitter.emit('accountsChanged', accounts)
      },
      (error: Error) => emitter.emit('error', error),
    )
  }
  // Extensions call back at once with the current list: that first call changes nothing.
  const unsubscribe = parameters.extension.accounts.subscribe?.(onAccounts)
  if (typeof unsubscribe === 'function') stops.push(unsubscribe)

  const { provider } = parameters
  if (provider.on) {
    const onDisconnect = () => {
      if (slot.get() !== connection) return
      slot.clear()
      emitter.emit('disconnected', undefined)
    }
    provider.on('disconnect', onDisconnect)
    stops.push(() => provider.removeListener?.('disconnect', onDisconnect))
  }
}
