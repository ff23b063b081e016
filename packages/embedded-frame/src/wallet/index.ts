/** The wallet's keys: accounts derived from the entropy, and the user factors (passphrase, passkey) that seal a share. */
export { deriveAccounts, type WalletAccounts } from './deriveAccounts.js'
export { PasskeyWithoutPrfError } from './passkeyFactor.js'
export { openWithPassphrase, type PassphraseKdf } from './passphrase.js'
