import { type AdapterConnection, MethodNotSupportedError } from '@walletport/core'
import { type AdapterParameters, requireAccounts, requireWallet } from '@walletport/core/adapter'
import { attachSolanaConnection } from '../attachSolanaConnection.js'
import { chainFor } from '../chainFor.js'
import { signInWhileConnecting } from '../signInWhileConnecting.js'
import { type SolanaAdapterState, walletOf } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'
import { toSolanaAccounts, usableAccounts } from '../toSolanaAccounts.js'
import { withUserRejection } from '../withUserRejection.js'

/**
 * `standard:connect` on a wallet that lists `network`'s cluster; keeps the accounts usable there, each checked.
 * Offered `signIn`, a wallet with `solana:signIn` that has not authorised the site connects by signing in (one
 * prompt; see `signInWhileConnecting`), and the answer carries its sign-in.
 */
export async function connect(
  state: SolanaAdapterState,
  { connectorId, network, signIn }: AdapterParameters<'connect'>,
): Promise<AdapterConnection> {
  const wallet = requireWallet(await walletOf(state, connectorId), connectorId)
  chainFor(wallet, network)
  const feature = featuresOf(wallet)['standard:connect']
  if (!feature) throw new MethodNotSupportedError({ method: 'connect', namespace: 'solana' })
  const signedIn = signIn && (await signInWhileConnecting(wallet, signIn))
  const method = signedIn ? 'solana:signIn' : 'standard:connect'
  const answered = signedIn ? signedIn.accounts : (await withUserRejection(() => feature.connect()))?.accounts
  const accounts = requireAccounts(usableAccounts(answered, network, method))
  attachSolanaConnection(state, connectorId, wallet, accounts, network)
  return {
    connectorId,
    accounts: toSolanaAccounts(accounts),
    caipNetworkId: network.caipNetworkId,
    ...(signedIn && { signIn: signedIn.session }),
  }
}
