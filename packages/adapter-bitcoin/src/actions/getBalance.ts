import type { Balance, Network } from '@walletport/core'
import { BALANCE_CACHE_MS, toBalance } from '@walletport/core/adapter'
import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'
import { esploraFor } from '../esploraFor.js'
import { validateAddressOn } from '../validateAddressOn.js'

/** Confirmed plus mempool balance from Esplora, cached per address for `balanceCacheMs` (core's `BALANCE_CACHE_MS`). */
export async function getBalance(
  state: BitcoinAdapterState,
  { address, network }: { address: string; network: Network },
): Promise<Balance> {
  validateAddressOn(address, network)
  const key = `${network.caipNetworkId}:${address}`
  const cached = state.balances.get(key)
  let value: Promise<bigint>
  if (cached && cached.expires > Date.now()) value = cached.value
  else {
    value = esploraFor(state, network)
      .address(address)
      .then(({ chain_stats: chain, mempool_stats: mempool }) =>
        BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum),
      )
    state.balances.set(key, {
      expires: Date.now() + (state.options.balanceCacheMs ?? BALANCE_CACHE_MS),
      value,
    })
    value.catch(() => state.balances.delete(key))
  }
  return toBalance(await value, network)
}
