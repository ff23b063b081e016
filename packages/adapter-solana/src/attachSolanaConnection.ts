import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Network } from '@walletport/core'
import { parseWalletEvent } from '@walletport/core/adapter'
import type { SolanaAdapterState } from './solanaAdapterState.js'
import { featuresOf } from './solanaFeatures.js'
import { toSolanaAccounts, usableAccounts } from './toSolanaAccounts.js'

/**
 * Makes `wallet` the live connection and follows its `standard:events` account changes (no usable account ends the
 * connection). A change with a malformed account is dropped and reported as the adapter's `error` event.
 */
export function attachSolanaConnection(
  state: SolanaAdapterState,
  connectorId: string,
  wallet: Wallet,
  accounts: readonly WalletAccount[],
  network: Network,
): void {
  const { connection, emitter } = state
  connection.clear()
  const off = featuresOf(wallet)['standard:events']?.on('change', (properties) => {
    const current = connection.get()
    if (!current || current.wallet !== wallet || !properties.accounts) return
    const next = parseWalletEvent(emitter, () =>
      usableAccounts(properties.accounts, current.network, 'standard:events'),
    )
    if (!next) return
    if (next.length === 0) connection.clear()
    else current.accounts = next
    emitter.emit('accountsChanged', toSolanaAccounts(next))
  })
  connection.set({ connectorId, wallet, accounts, network, detach: () => off?.() })
}
