'use client'

export { ConnectButton, type ConnectButtonProps, type ConnectButtonRenderProps } from './ConnectButton.js'
export {
  useWalletPortContext,
  WalletPortContext,
  type WalletPortContextValue,
  WalletPortProviderMissingError,
} from './context.js'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount.js'
export { type UseBalanceReturnType, useBalance } from './hooks/useBalance.js'
export type { ClientActionReturnType, ClientActionState } from './hooks/useClientAction.js'
export { type ConnectParameters, type UseConnectReturnType, useConnect } from './hooks/useConnect.js'
export {
  type DisconnectParameters,
  type UseDisconnectReturnType,
  useDisconnect,
} from './hooks/useDisconnect.js'
export { useEvents, type WalletPortEvent } from './hooks/useEvents.js'
export { type UseModalStateReturnType, useModalState } from './hooks/useModalState.js'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork.js'
export { type UsePayReturnType, usePay } from './hooks/usePay.js'
export { useProvider } from './hooks/useProvider.js'
export {
  type SendTransactionData,
  type SendTransactionParameters,
  type UseSendTransactionReturnType,
  useSendTransaction,
} from './hooks/useSendTransaction.js'
export {
  type SignMessageParameters,
  type UseSignMessageReturnType,
  useSignMessage,
} from './hooks/useSignMessage.js'
export { type UseSwitchNetworkReturnType, useSwitchNetwork } from './hooks/useSwitchNetwork.js'
export {
  type UseWaitForTransactionParameters,
  type UseWaitForTransactionReturnType,
  useWaitForTransaction,
} from './hooks/useWaitForTransaction.js'
export { useWalletInfo } from './hooks/useWalletInfo.js'
export { type UseWalletPortReturnType, useWalletPort } from './hooks/useWalletPort.js'
export { useWalletPortState } from './hooks/useWalletPortState.js'
export { loadMessages } from './locales/loadMessages.js'
export { LOCALES, type Locale, localeDirection } from './locales/locales.js'
export { resolveLocale } from './locales/resolveLocale.js'
export { defaultMessages, type Messages, resolveMessages } from './messages.js'
export type { ModalPreload, ModalProps } from './modal/types.js'
export { NetworkButton, type NetworkButtonProps } from './NetworkButton.js'
export { walletPortCss } from './styles.js'
export { type ThemePreset, themePresets } from './themePresets.js'
export { shortenAddress } from './utils/shortenAddress.js'
export type { ViewProps } from './views/types.js'
export { WalletButton, type WalletButtonProps } from './WalletButton.js'
export { WalletPortModal, type WalletPortModalProps } from './WalletPortModal.js'
export { WalletPortProvider, type WalletPortProviderProps } from './WalletPortProvider.js'
export {
  getMobileHandoffLink,
  getMobileStoreLink,
  getPhonePlatform,
  type MobileHandoffLink,
  type PhonePlatform,
} from './wallets/getMobileHandoffLink.js'
export { type MobileHandoff, mobileHandoffs } from './wallets/mobileHandoffs.js'
