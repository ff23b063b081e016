import { type RouterData, socialProviderNames, type View } from '@walletport/core'
import { CHAIN_NAMES } from '../components/ChainBadges.js'
import { formatMessage } from '../components/formatMessage.js'
import type { Messages } from '../messages.js'

const TITLE_KEYS: Partial<Record<View, keyof Messages>> = {
  Connect: 'connectWallet',
  Account: 'account',
  AllWallets: 'allWallets',
  Networks: 'selectNetwork',
  UnsupportedChain: 'switchNetwork',
  ConnectingSiwe: 'signIn',
  ApproveTransaction: 'approveTransactionTitle',
  RegisterAccountName: 'registerNameTitle',
  RegisterAccountNameSuccess: 'registerNameSuccess',
  WhatIsAWallet: 'whatIsAWallet',
  Send: 'send',
  Receive: 'receive',
  Swap: 'swap',
  Onramp: 'buyCrypto',
  Pay: 'pay',
  EmailLogin: 'continueWithEmail',
  EmailVerifyDevice: 'verifyDeviceTitle',
  EmailVerifyOtp: 'confirmEmail',
  UpdateEmailWallet: 'updateEmail',
  UpdateEmailPrimaryOtp: 'updateEmail',
  UpdateEmailSecondaryOtp: 'updateEmail',
  SignOut: 'signOut',
  Socials: 'continueWithSocial',
  ConnectingFarcaster: 'signInWithFarcaster',
  Devices: 'devices',
}

/** What the embedded wallet's frame asks, named in the dialog's title (and so its accessible label). */
const FRAME_SCREEN_TITLES: Record<NonNullable<RouterData['frameScreen']>, keyof Messages> = {
  confirm: 'approveTransactionTitle',
  createPassphrase: 'frameCreatePassphrase',
  enterPassphrase: 'frameEnterPassphrase',
  recoveryPhrase: 'frameRecoveryPhrase',
  restorePasskey: 'frameEnterPassphrase',
  addPasskey: 'addPasskey',
}

/** The header title of a view: the wallet's name while connecting to it, otherwise the view's message. */
export function viewTitle(view: View, data: RouterData | undefined, messages: Messages): string {
  if (
    view === 'ConnectingExternal' ||
    view === 'ConnectingWalletConnect' ||
    view === 'ConnectingMultiChain'
  ) {
    return data?.wallet?.name ?? data?.connector?.name ?? messages.connecting
  }
  if (view === 'Connect' && data?.namespace) {
    return formatMessage(messages.connectChainWallet, { name: CHAIN_NAMES[data.namespace] ?? data.namespace })
  }
  if (view === 'ConnectingSocial' && data?.socialProvider) return socialProviderNames[data.socialProvider]
  if (view === 'ApproveTransaction' && data?.frameScreen)
    return messages[FRAME_SCREEN_TITLES[data.frameScreen]]
  if (view === 'GetWallet' && data?.wallet)
    return formatMessage(messages.getWallet, { name: data.wallet.name })
  const key = TITLE_KEYS[view]
  return key === undefined ? messages.modalLabel : messages[key]
}
