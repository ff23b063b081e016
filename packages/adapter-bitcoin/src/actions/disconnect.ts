import type { BitcoinAdapterState } from '../bitcoinAdapterState.js'

/** Stops following the wallet, then asks it to forget the site where it can; the state is cleared either way. */
export async function disconnect(state: BitcoinAdapterState): Promise<void> {
  const client = state.connection.get()?.client
  state.connection.clear()
  await client?.disconnect().catch(() => undefined)
}
