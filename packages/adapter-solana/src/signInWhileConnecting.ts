import type { SolanaSignInFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { ConnectSignIn, SiwxSession } from '@walletport/core'
import { readSignInOutput, toSignInInput } from './readSignInOutput.js'
import { withUserRejection } from './withUserRejection.js'

/**
 * Sign In With Solana as the connect itself: `solana:signIn` without an address, so the wallet picks the account,
 * authorises the site and signs in one prompt. Null (connect as usual) when the wallet has no `solana:signIn` or has
 * authorised the site already: its connect then asks nothing, and a session kept for the account asks nothing more.
 */
export async function signInWhileConnecting(
  wallet: Wallet,
  signIn: ConnectSignIn,
): Promise<{ accounts: readonly WalletAccount[]; session: SiwxSession } | null> {
  const feature = (wallet.features as Partial<SolanaSignInFeature>)['solana:signIn']
  if (!feature || wallet.accounts.length > 0) return null
  const request = await signIn.createRequest()
  const outputs = await withUserRejection(() => feature.signIn(toSignInInput(request)))
  const { account, message, signature } = readSignInOutput(outputs)
  return {
    accounts: [account],
    session: { data: { ...request, accountAddress: account.address }, message, signature },
  }
}
