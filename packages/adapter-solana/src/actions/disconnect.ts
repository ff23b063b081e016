import type { SolanaAdapterState } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'

/** Stops following the wallet, then calls `standard:disconnect` when it has one; the state is cleared either way. */
export async function disconnect(state: SolanaAdapterState): Promise<void> {
  const wallet = state.connection.get()?.wallet
  state.connection.clear()
  await (wallet && featuresOf(wallet)['standard:disconnect'])?.disconnect().catch(() => {})
}
