import type { View } from '@walletport/core'
import type { ComponentType } from 'react'
import ConnectView from '../views/ConnectView.js'
import type { ViewProps } from '../views/types.js'
import { createLoader, type Loader, loaded } from './createLoader.js'

type ViewLoader = Loader<ComponentType<ViewProps>>

const lazyView = (importer: () => Promise<{ default: ComponentType<ViewProps> }>): ViewLoader =>
  createLoader(() => importer().then((module) => module.default))

/**
 * View name → its code. Connect, the first view shown when disconnected, is in the modal's own chunk; every
 * other view's file is fetched the first time it is shown.
 */
export const viewComponents: Partial<Record<View, ViewLoader>> = {
  Connect: loaded(ConnectView),
  AllWallets: lazyView(() => import('../views/AllWalletsView.js')),
  ConnectingExternal: lazyView(() => import('../views/ConnectingExternalView.js')),
  ConnectingWalletConnect: lazyView(() => import('../views/ConnectingWalletConnectView.js')),
  GetWallet: lazyView(() => import('../views/GetWalletView.js')),
  ConnectingMultiChain: lazyView(() => import('../views/ConnectingMultiChainView.js')),
  Networks: lazyView(() => import('../views/NetworksView.js')),
  UnsupportedChain: lazyView(() => import('../views/UnsupportedChainView.js')),
  Account: lazyView(() => import('../views/AccountView.js')),
  ConnectingSiwe: lazyView(() => import('../views/ConnectingSiweView.js')),
  ApproveTransaction: lazyView(() => import('../views/ApproveTransactionView.js')),
  RegisterAccountName: lazyView(() => import('../views/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: lazyView(() => import('../views/RegisterAccountNameSuccessView.js')),
  WhatIsAWallet: lazyView(() => import('../views/WhatIsAWalletView.js')),
  Send: lazyView(() => import('../views/send/SendView.js')),
  Receive: lazyView(() => import('../views/send/ReceiveView.js')),
  Swap: lazyView(() => import('../views/swap/SwapView.js')),
  Onramp: lazyView(() => import('../views/onramp/OnrampView.js')),
  Pay: lazyView(() => import('../views/pay/PayView.js')),
  EmailLogin: lazyView(() => import('../views/embedded/EmailLoginView.js')),
  EmailVerifyDevice: lazyView(() => import('../views/embedded/EmailVerifyDeviceView.js')),
  EmailVerifyOtp: lazyView(() => import('../views/embedded/EmailVerifyOtpView.js')),
  UpdateEmailWallet: lazyView(() => import('../views/embedded/UpdateEmailWalletView.js')),
  UpdateEmailPrimaryOtp: lazyView(() => import('../views/embedded/UpdateEmailPrimaryOtpView.js')),
  UpdateEmailSecondaryOtp: lazyView(() => import('../views/embedded/UpdateEmailSecondaryOtpView.js')),
  SignOut: lazyView(() => import('../views/embedded/SignOutView.js')),
  Socials: lazyView(() => import('../views/social/SocialsView.js')),
  ConnectingSocial: lazyView(() => import('../views/social/ConnectingSocialView.js')),
  ConnectingFarcaster: lazyView(() => import('../views/embedded/ConnectingFarcasterView.js')),
  Devices: lazyView(() => import('../views/embedded/DevicesView.js')),
}
