import type { Account, HistoryEntry, TokenBalance } from '../adapter/types.js'
import type { AccountType, CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types.js'
import type { Connector } from '../connectors/types.js'
import type { Network } from '../networks/types.js'
import type { PaySession } from '../pay/types.js'
import type { SocialProvider } from '../schemas/socialProviders.js'
import type { ThemeMode, ThemeVariables } from '../schemas/theme.js'

export type ConnectionStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected'

export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'Networks',
  'ConnectingSiwe',
  'ConnectingFarcaster',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingMultiChain',
  'GetWallet',
  'WhatIsAWallet',
  'UnsupportedChain',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'EmailLogin',
  'EmailVerifyDevice',
  'EmailVerifyOtp',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SignOut',
  'Devices',
  'Socials',
  'ConnectingSocial',
  'Swap',
  'Send',
  'Receive',
  'Onramp',
  'Transactions',
  'Pay',
] as const
export type View = (typeof VIEWS)[number]

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  type?: Connector['type']
  identifier?: string
  social?: string
}

export interface EmbeddedWalletUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: AccountType
}

export type AccountTab = 'Tokens' | 'NFTs' | 'Activity'

/** The popup a social login runs in (a browser Window; only what core needs of it). */
export interface SocialWindow {
  readonly closed: boolean
  close(): void
}

export interface AccountState {
  currentTab: AccountTab
  tokenBalance: readonly TokenBalance[]
  smartAccountDeployed: boolean
  addressLabels: Readonly<Record<string, string>>
  allAccounts: readonly Account[]
  user: EmbeddedWalletUser | undefined
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: string | undefined
  /** The popup of the social login in progress, until it settles. */
  socialWindow: SocialWindow | undefined
  farcasterUrl: string | undefined
  status: ConnectionStatus
}

export interface NetworkState {
  caipNetwork: Network | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: readonly number[]
  requestedCaipNetworks: readonly Network[]
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** The wallet sits on a network the app did not request. */
  unsupported: boolean
}

export interface ChainState {
  namespace: ChainNamespace
  accountState: AccountState
  networkState: NetworkState
  /** Connector id of the wallet connected on this namespace. */
  connectorId: string | undefined
  loading: boolean
}

export interface Toast {
  id: number
  message: string
  variant: 'success' | 'error' | 'info'
}

export interface Alert {
  message: string
  variant: 'info' | 'error'
}

export interface RouterData {
  connector?: Connector
  wallet?: { id: string; name: string; rdns?: string }
  network?: Network
  registerAccountName?: string
  /** Connect: the namespace to connect a wallet on (the user picked one of its networks with none connected). */
  namespace?: ChainNamespace
  /** WalletConnect pairing URI shown as a QR code and link (ConnectingWalletConnect). */
  wcUri?: string
  /** The email views: the address a code was sent to (the new one while updating the email). */
  email?: string
  /** ConnectingSocial: the provider being signed in with, and why the last attempt failed. */
  socialProvider?: SocialProvider
  socialError?: string
  /** Pay: the request `pay` opened the modal for. */
  pay?: PaySession
  /**
   * ApproveTransaction: the embedded wallet frame's screen on show, so the dialog is labelled with what it asks (a
   * confirmation, choosing or entering the passphrase, the recovery phrase, restoring with or adding a passkey).
   */
  frameScreen?:
    | 'confirm'
    | 'createPassphrase'
    | 'enterPassphrase'
    | 'recoveryPhrase'
    | 'restorePasskey'
    | 'addPasskey'
}

export interface ModalState {
  open: boolean
  loading: boolean
  view: View
  /** Views visited, oldest first; the last one is `view`. */
  history: readonly View[]
  data: RouterData | undefined
  alert: Alert | undefined
  toasts: readonly Toast[]
  /** Id of the last toast shown; ids only grow, so a late auto-dismiss never hits a newer toast. */
  lastToastId: number
}

export interface TransactionsByMonth {
  [month: number]: readonly HistoryEntry[]
}

export interface HistoryState {
  transactions: readonly HistoryEntry[]
  coinbaseTransactions: readonly HistoryEntry[]
  /** year → month (0–11) → entries, newest first */
  transactionsByYear: Readonly<Record<number, TransactionsByMonth>>
  lastNetworkInView: CaipNetworkId | undefined
  loading: boolean
  empty: boolean
  next: string | undefined
  error: string | undefined
}

export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

export interface WalletPortState {
  /** Each namespace that has an adapter. */
  chains: Readonly<Partial<Record<ChainNamespace, ChainState>>>
  activeChain: ChainNamespace | undefined
  /** Set when the last active-network change moved to another namespace. */
  namespaceSwitched: boolean
  connectors: readonly Connector[]
  recentWalletIds: readonly string[]
  /**
   * Directory id of the wallet whose in-app browser this phone page is (`inAppBrowserWallets`): `connectors`
   * then lists that wallet only, and the modal offers nothing that would leave its browser.
   */
  inAppBrowserWalletId: string | undefined
  modal: ModalState
  history: HistoryState
  siwx: { status: SiwxStatus; error: string | undefined }
  /** Pending transactions awaiting the wallet (ApproveTransaction); closing rejects auth requests only when 0. */
  pendingTransactions: number
  /** Incremented to tell send forms to reset. */
  sendFormResets: number
  initialized: boolean
  /** The modal's theme: the options' at start, changed at run time by `setThemeMode` / `setThemeVariables`. */
  theme: ThemeState
  /**
   * The locale the modal speaks (a BCP 47 tag), set by the UI (`setLocale`) once its strings are in; undefined
   * before. The embedded wallet's frame follows it.
   */
  locale: string | undefined
}

export interface ThemeState {
  /** Undefined follows the system (`prefers-color-scheme`). */
  mode: ThemeMode | undefined
  variables: ThemeVariables
}

export function createAccountState(preferredAccountType?: AccountType): AccountState {
  return {
    currentTab: 'Tokens',
    tokenBalance: [],
    smartAccountDeployed: false,
    addressLabels: {},
    allAccounts: [],
    user: undefined,
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    status: 'disconnected',
  }
}

export function createHistoryState(): HistoryState {
  return {
    transactions: [],
    coinbaseTransactions: [],
    transactionsByYear: {},
    lastNetworkInView: undefined,
    loading: false,
    empty: false,
    next: undefined,
    error: undefined,
  }
}

export function createModalState(): ModalState {
  return {
    open: false,
    loading: false,
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
    alert: undefined,
    toasts: [],
    lastToastId: 0,
  }
}
