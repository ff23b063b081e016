import type { ChainNamespace, ChainState, WalletPortState } from '@walletport/core'

/** The given namespace's chain state, or the active one's. */
export function selectChain(state: WalletPortState, namespace?: ChainNamespace): ChainState | undefined {
  const key = namespace ?? state.activeChain
  return key === undefined ? undefined : state.chains[key]
}
