import type { EvmAdapterState } from '../evmAdapterState.js'

/**
 * Stops following the wallet, then asks it to revoke the permission (EIP-2255). Wallets without revocation stay
 * authorised; the state here is cleared either way.
 */
export async function disconnect(state: EvmAdapterState): Promise<void> {
  const provider = state.connection.get()?.provider
  state.connection.clear()
  await provider
    ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    .catch(() => {})
}
