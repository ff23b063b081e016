import type { ChainNamespace } from '../../caip/types.js'
import type { ResolvedOptions } from '../context.js'
import type { WalletPortState } from '../state.js'
import { isRequestedNetwork } from './isRequestedNetwork.js'

/**
 * Spec section 2's UnsupportedChain rule: the network of `namespace` (the active one by default) is not among
 * the requested networks, network switching is enabled, unsupported chains are not allowed, and the connection
 * is not a basic WalletConnect one. "Basic WalletConnect" here means connected through a WALLET_CONNECT
 * connector: such a session only holds the networks the wallet approved, so the app cannot ask it to move.
 */
export function isUnsupportedChain(
  state: WalletPortState,
  options: Pick<ResolvedOptions, 'enableNetworkSwitch' | 'allowUnsupportedChain'>,
  namespace: ChainNamespace | undefined = state.activeChain,
): boolean {
  if (!options.enableNetworkSwitch || options.allowUnsupportedChain) return false
  const chain = namespace === undefined ? undefined : state.chains[namespace]
  const network = chain?.networkState.caipNetwork
  if (!chain || !network) return false
  if (!chain.networkState.unsupported && isRequestedNetwork(chain, network.caipNetworkId)) return false
  return chain.accountState.connectedWalletInfo?.type !== 'WALLET_CONNECT'
}
