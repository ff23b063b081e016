import type { CaipNetworkId, ChainNamespace, Network } from '@walletport/core'
import { useCallback } from 'react'
import { useWalletPortContext } from '../context.js'
import { selectChain } from './selectChain.js'
import { useWalletPortState } from './useWalletPortState.js'

export interface UseNetworkReturnType {
  caipNetwork: Network | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** Every network the app configured, all namespaces. */
  networks: readonly Network[]
  switchNetwork(network: Network): Promise<void>
}

/** The network of `namespace` (the active namespace by default). */
export function useNetwork(namespace?: ChainNamespace): UseNetworkReturnType {
  const { client } = useWalletPortContext()
  const caipNetwork = useWalletPortState((state) => selectChain(state, namespace)?.networkState.caipNetwork)
  const switchNetwork = useCallback((network: Network) => client.switchNetwork(network), [client])
  return {
    caipNetwork,
    caipNetworkId: caipNetwork?.caipNetworkId,
    networks: client.options.networks,
    switchNetwork,
  }
}
