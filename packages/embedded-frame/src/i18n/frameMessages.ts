/**
 * Every string of the frame's own screens, in English (the fallback). The other locales (`./locales/<code>.ts`,
 * the modal's set) each have every key; a test fails otherwise. Texts the runtime hands the screens in English
 * (confirmation summaries, passkey steps, errors) are matched against these and shown in the locale's words.
 */
export const frameMessages = {
  passphrase: 'Passphrase',
  repeatPassphrase: 'Repeat the passphrase',
  continue: 'Continue',
  cancel: 'Cancel',
  passphraseTooShort: 'Use at least {count} characters',
  passphrasesDiffer: 'The two passphrases differ',
  createPassphraseTitle: 'Protect your wallet',
  createPassphraseText:
    'Choose a passphrase. With it you restore this wallet on a new device. Nobody, including this app, can reset it.',
  enterPassphraseTitle: 'Restore your wallet',
  enterPassphraseText: 'This device is new to your wallet: enter your passphrase.',
  wrongPassphrase: 'Wrong passphrase: try again',
  approve: 'Approve',
  reject: 'Reject',
  requestedBy: 'Requested by {dapp}',
  done: 'Done',
  recoveryPhraseTitle: 'Your recovery phrase',
  recoveryPhraseText: 'Write these words down and keep them offline. Anyone with them controls your wallet.',
  passkeyFailed: 'The passkey could not be used',
  restorePasskeyText:
    'This device is new to your wallet: confirm with your passkey, or enter your passphrase.',
  usePasskey: 'Use passkey',
  usePassphrase: 'Use passphrase',
  addPasskeyTitle: 'Add a passkey',
  addPasskeyText:
    'A passkey restores this wallet on a new device without your passphrase. Your passphrase keeps working.',
  createPasskey: 'Create passkey',
  noPasskeyLeft: 'This wallet has no passkey any more: use your passphrase',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  sendTransaction: 'Send transaction',
  signTransaction: 'Sign transaction',
  signTransactions: 'Sign {count} transactions',
  network: 'Network',
  message: 'Message',
  type: 'Type',
  domain: 'Domain',
  to: 'To',
  newContract: 'new contract',
  amount: 'Amount',
  nativeCoinAmount: '{amount} (native coin)',
  maxFee: 'Max fee',
  data: 'Data',
  size: 'Size',
  byteCount: '{count} bytes',
  request: 'Request',
} as const

export type FrameMessageKey = keyof typeof frameMessages
export type FrameMessages = { readonly [K in FrameMessageKey]: string }
