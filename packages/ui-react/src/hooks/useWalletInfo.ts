import type { ChainNamespace, ConnectedWalletInfo } from '@walletport/core'
import { selectChain } from './selectChain.js'
import { useWalletPortState } from './useWalletPortState.js'

/** The connected wallet's name, icon and type on `namespace` (the active namespace by default). */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const walletInfo = useWalletPortState(
    (state) => selectChain(state, namespace)?.accountState.connectedWalletInfo,
  )
  return { walletInfo }
}
