import type { View } from '../state.js'

/** Views that show or act on the connected account: with no account left they would show the previous one's. */
const ACCOUNT_VIEWS: ReadonlySet<View> = new Set<View>([
  'Account',
  'Send',
  'Receive',
  'Swap',
  'Onramp',
  'Transactions',
  'Devices',
  'SignOut',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
])

export function isAccountView(view: View): boolean {
  return ACCOUNT_VIEWS.has(view)
}
