/** Every visible string of the modal, so an app can pass its own locale (`<WalletPortProvider messages>`). */
export const defaultMessages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  disconnect: 'Disconnect',
  close: 'Close',
  back: 'Back',
  copyAddress: 'Copy address',
  copied: 'Copied',
  installed: 'Installed',
  recent: 'Recent',
  allWallets: 'All Wallets',
  searchWallets: 'Search wallet',
  noWalletsFound: 'No wallet found',
  selectNetwork: 'Select network',
  switchNetwork: 'Switch Network',
  unsupportedChain:
    'This app doesn’t support your current network. Switch to an available option to continue.',
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs on this network',
  noActivity: 'No activity yet',
  activityError: 'Failed to fetch transactions',
  signIn: 'Sign In',
  signInPrompt: 'Sign a message with your wallet to prove you own it.',
  signatureDeclined: 'Signature declined',
  authenticating: 'Authenticating...',
  cancel: 'Cancel',
  tryAgain: 'Try again',
  approveTransaction: 'Approve the transaction in your wallet',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToDisconnect: 'Failed to disconnect',
  actionNotAllowed: 'Action not allowed',
  registerName: 'Choose your account name',
  registerNameSuccess: 'Account name registered',
  scanWithWallet: 'Scan this QR code with your phone',
  copyLink: 'Copy link',
  openInWallet: 'Open in wallet',
} as const

export type Messages = { readonly [K in keyof typeof defaultMessages]: string }

/** Overrides the defaults with the app's strings; unknown keys are ignored. */
export function resolveMessages(overrides: Partial<Messages> = {}): Messages {
  return { ...defaultMessages, ...overrides }
}
