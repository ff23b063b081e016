import type { CaipAddress, ChainNamespace, ConnectedWalletInfo, ConnectionStatus } from '@walletport/core'
import { shallowEqual } from '../utils/shallowEqual.js'
import { selectChain } from './selectChain.js'
import { useWalletPortState } from './useWalletPortState.js'

export interface UseAccountReturnType {
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipAddress: CaipAddress | undefined
  status: ConnectionStatus
  isConnected: boolean
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
}

/** The account on `namespace` (the active namespace by default); re-renders only when one of these fields changes. */
export function useAccount(namespace?: ChainNamespace): UseAccountReturnType {
  return useWalletPortState((state) => {
    const chain = selectChain(state, namespace)
    const account = chain?.accountState
    return {
      namespace: chain?.namespace,
      address: account?.address,
      caipAddress: account?.caipAddress,
      status: account?.status ?? 'disconnected',
      isConnected: account?.caipAddress !== undefined || account?.address !== undefined,
      balance: account?.balance,
      balanceSymbol: account?.balanceSymbol,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      connectedWalletInfo: account?.connectedWalletInfo,
    }
  }, shallowEqual)
}
