import type { Account } from '@walletport/core'
import { parseWalletEvent } from '@walletport/core/adapter'
import type { EvmAdapterState } from './evmAdapterState.js'
import { parseEvmChainId } from './parseEvmChainId.js'
import { toEvmAccounts } from './toEvmAccounts.js'
import type { Eip1193Provider } from './types.js'

/**
 * Makes `provider` the live connection and follows its EIP-1193 events: accounts (an empty list ends the
 * connection), chain and disconnect. A malformed event is dropped and reported as the adapter's `error` event.
 */
export function attachEvmConnection(
  state: EvmAdapterState,
  connectorId: string,
  provider: Eip1193Provider,
  accounts: readonly Account[],
): void {
  const { connection, emitter } = state
  const onAccounts = (addresses: unknown) => {
    const next = parseWalletEvent(emitter, () => toEvmAccounts(addresses, 'accountsChanged'))
    if (!next) return
    const current = connection.get()
    if (next.length === 0) connection.clear()
    else if (current) current.accounts = next
    emitter.emit('accountsChanged', next)
  }
  const onChain = (chainId: unknown) => {
    const parsed = parseWalletEvent(emitter, () => parseEvmChainId(chainId, 'chainChanged'))
    if (parsed !== undefined) emitter.emit('networkChanged', `eip155:${parsed}`)
  }
  const onDisconnect = () => {
    connection.clear()
    emitter.emit('disconnected', undefined)
  }
  connection.clear()
  provider.on?.('accountsChanged', onAccounts)
  provider.on?.('chainChanged', onChain)
  provider.on?.('disconnect', onDisconnect)
  connection.set({
    connectorId,
    provider,
    accounts,
    detach() {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
    },
  })
}
