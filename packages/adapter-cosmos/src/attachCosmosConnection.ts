import type { Account, Network } from '@walletport/core'
import { parseWalletEvent } from '@walletport/core/adapter'
import type { CosmosAdapterState, CosmosConnection } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import { knownCosmosWallets } from './knownCosmosWallets.js'
import { loadAddressCheck } from './loadAddressCheck.js'
import { toCosmosAccount } from './toCosmosAccount.js'
import { withCosmosWalletErrors } from './toCosmosWalletError.js'
import type { KeplrLikeProvider } from './types.js'

export interface AttachCosmosConnectionParameters {
  connectorId: string
  provider: KeplrLikeProvider
  network: Network
  accounts: readonly Account[]
}

/**
 * Makes `provider` the live connection and follows the wallet: its keystore event (`keplr_keystorechange`…) reads
 * the key again and emits `accountsChanged` when the account changed (a key the wallet no longer gives ends the
 * connection; a malformed one is dropped and reported as the `error` event), and its `disconnect` ends it.
 * Chains enabled earlier with the same wallet stay recorded, so that disconnect revokes them all.
 */
export function attachCosmosConnection(
  state: CosmosAdapterState,
  { connectorId, provider, network, accounts }: AttachCosmosConnectionParameters,
): CosmosConnection {
  const { connection: slot, emitter, target } = state
  const previous = slot.get()
  const enabled = previous?.provider === provider ? previous.enabled : new Set<string>()
  enabled.add(cosmosChainOf(network).chainId)
  const event = knownCosmosWallets.find((wallet) => wallet.id === connectorId)?.keystoreEvent
  const connection: CosmosConnection = {
    connectorId,
    provider,
    network,
    accounts,
    enabled,
    detach() {
      if (event) target?.removeEventListener(event, onKeystoreChange)
      provider.removeListener?.('disconnect', onDisconnect)
    },
  }
  const live = () => slot.get() === connection
  function onKeystoreChange() {
    if (!live()) return
    withCosmosWalletErrors(() => provider.getKey(cosmosChainOf(connection.network).chainId)).then(
      async (key) => {
        const check = await loadAddressCheck().catch((error: Error) => void emitter.emit('error', error))
        if (!check || !live()) return
        const next = parseWalletEvent(emitter, () => [toCosmosAccount(key, connection.network, check)])
        if (!next || next[0]?.address === connection.accounts[0]?.address) return
        connection.accounts = next
        emitter.emit('accountsChanged', next)
      },
      () => {
        if (!live()) return
        slot.clear()
        emitter.emit('accountsChanged', [])
      },
    )
  }
  function onDisconnect() {
    if (!live()) return
    slot.clear()
    emitter.emit('disconnected', undefined)
  }
  slot.clear()
  if (event) target?.addEventListener(event, onKeystoreChange)
  provider.on?.('disconnect', onDisconnect)
  slot.set(connection)
  return connection
}
