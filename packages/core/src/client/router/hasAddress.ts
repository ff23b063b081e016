import type { ChainNamespace } from '../../caip/types.js'
import type { WalletPortState } from '../state.js'

/** True when the namespace (the active one by default) has a connected address. */
export function hasAddress(
  state: WalletPortState,
  namespace: ChainNamespace | undefined = state.activeChain,
): boolean {
  const account = namespace === undefined ? undefined : state.chains[namespace]?.accountState
  return account?.caipAddress !== undefined || account?.address !== undefined
}
