/** The gallery's scenarios (src/gallery/scenarios.ts) and the dialog title each must show in English. */
export const GALLERY_VIEWS = {
  connect: 'Connect Wallet',
  'connect-collapsed': 'Connect Wallet',
  'connect-legal': 'Connect Wallet',
  'connect-email': 'Connect Wallet',
  socials: 'Continue with a social account',
  'all-wallets': 'All Wallets',
  connecting: 'MetaMask',
  'connection-declined': 'MetaMask',
  account: 'Account',
  send: 'Send',
  'send-recipient': 'Send',
  'send-confirmed': 'Send',
  receive: 'Receive',
  networks: 'Select network',
  'unsupported-chain': 'Switch Network',
  'multi-chain': 'Phantom',
  'get-wallet': 'Get Trust Wallet',
  'what-is-a-wallet': 'What is a wallet?',
  walletconnect: 'WalletConnect',
  'sign-in': 'Sign In',
  'approve-transaction': 'Approve Transaction',
  'account-name': 'Choose Name',
  email: 'Continue with email',
  devices: 'Devices',
  swap: 'Swap',
  onramp: 'Buy crypto',
  pay: 'Pay',
} as const

/** Scenarios whose view differs only on a touch phone (the tap-target test opens them; the other suites need not). */
export const TOUCH_VIEWS = {
  'walletconnect-metamask': 'MetaMask',
} as const

export type GalleryScenario = keyof typeof GALLERY_VIEWS | keyof typeof TOUCH_VIEWS

/** Views that wait on the wallet for good: their spinner is the settled view, not data still loading. */
export const LASTING_SPINNER: ReadonlySet<GalleryScenario> = new Set(['approve-transaction'])
