import type { Account, Network } from '@walletport/core'
import { parseWalletEvent } from '@walletport/core/adapter'
import type { BitcoinAdapterState } from './bitcoinAdapterState.js'
import { loadAddressCheck } from './loadAddressCheck.js'
import { checkBitcoinAccounts } from './toBitcoinAccounts.js'
import type { BitcoinWalletClient } from './types.js'

/**
 * Makes `client` the live connection and follows its events: on an account change the wallet's authorised
 * accounts are read again (none ends the connection; malformed ones are dropped and reported as the adapter's
 * `error` event), and its disconnect ends the connection.
 */
export function attachBitcoinConnection(
  state: BitcoinAdapterState,
  connectorId: string,
  client: BitcoinWalletClient,
  accounts: readonly Account[],
  network: Network,
): void {
  const { connection, emitter } = state
  connection.clear()
  const stop = client.watch?.({
    accountsChanged: () => {
      const current = connection.get()
      if (!current) return
      Promise.all([client.authorizedAccounts(current.network), loadAddressCheck()]).then(
        ([answer, check]) => {
          const live = connection.get()
          if (!live || live.client !== client) return
          const next = parseWalletEvent(emitter, () =>
            checkBitcoinAccounts(answer, live.network, 'accountsChanged', check),
          )
          if (!next) return
          if (next.length === 0) connection.clear()
          else live.accounts = next
          emitter.emit('accountsChanged', next)
        },
        () => undefined,
      )
    },
    disconnected: () => {
      if (connection.get()?.client !== client) return
      connection.clear()
      emitter.emit('disconnected', undefined)
    },
  })
  connection.set({ connectorId, client, accounts, network, detach: () => stop?.() })
}
