import type { View } from '@walletport/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewProps } from '../views/types.js'

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

/** View name → its code-split component; each file is fetched the first time its view is shown. */
export const viewComponents: Partial<Record<View, LazyView>> = {
  Connect: lazy(() => import('../views/ConnectView.js')),
  AllWallets: lazy(() => import('../views/AllWalletsView.js')),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternalView.js')),
  ConnectingWalletConnect: lazy(() => import('../views/ConnectingWalletConnectView.js')),
  Networks: lazy(() => import('../views/NetworksView.js')),
  UnsupportedChain: lazy(() => import('../views/UnsupportedChainView.js')),
  Account: lazy(() => import('../views/AccountView.js')),
  ConnectingSiwe: lazy(() => import('../views/ConnectingSiweView.js')),
  ApproveTransaction: lazy(() => import('../views/ApproveTransactionView.js')),
  RegisterAccountName: lazy(() => import('../views/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: lazy(() => import('../views/RegisterAccountNameSuccessView.js')),
}
