import type { ChainNamespace } from '../../caip/types.js'
import type { ResolvedOptions } from '../context.js'
import type { WalletPortState } from '../state.js'

/**
 * Spec section 2: UnsupportedChain opens when the active network is not among the requested ones, network
 * switching is enabled, unsupported chains are not allowed, and the connection is not a basic WalletConnect one
 * (a WalletConnect session can only move within the networks the wallet approved, so it is not sent there).
 */
export function shouldShowUnsupportedChain(
  state: WalletPortState,
  options: Pick<ResolvedOptions, 'enableNetworkSwitch' | 'allowUnsupportedChain'>,
  namespace: ChainNamespace | undefined = state.activeChain,
): boolean {
  if (!options.enableNetworkSwitch || options.allowUnsupportedChain) return false
  const chain = namespace === undefined ? undefined : state.chains[namespace]
  if (!chain) return false
  const { caipNetwork, requestedCaipNetworks, unsupported } = chain.networkState
  const requested =
    !unsupported &&
    caipNetwork !== undefined &&
    requestedCaipNetworks.some((network) => network.caipNetworkId === caipNetwork.caipNetworkId)
  if (requested) return false
  const connector = state.connectors.find((c) => c.id === chain.connectorId)
  return connector?.type !== 'WALLET_CONNECT'
}
