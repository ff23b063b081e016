import { type AdapterConnection, WalletEndedConnectionError } from '@walletport/core'
import { type AdapterParameters, requireAccounts, requireWallet } from '@walletport/core/adapter'
import { attachEvmConnection } from '../attachEvmConnection.js'
import { connectWithSignIn } from '../connectWithSignIn.js'
import { type EvmAdapterState, providerOf } from '../evmAdapterState.js'
import { parseEvmChainId } from '../parseEvmChainId.js'
import { requestWallet } from '../requestWallet.js'
import { switchEvmChain } from '../switchEvmChain.js'
import { toEvmAccounts } from '../toEvmAccounts.js'

/**
 * Asks the wallet for its accounts (`eth_requestAccounts`), then for its chain; on another chain it asks the wallet
 * to switch. A refused or impossible switch keeps the connection on the wallet's chain, which core then marks
 * unsupported. After a switch prompt the wallet is asked once more for its accounts: none (locked, the site
 * revoked meanwhile) rejects with `WalletEndedConnectionError`. Every address and the chain id are checked before
 * anything is kept. Offered `signIn`, a wallet of the page is first asked to connect and sign in in one prompt
 * (ERC-7846 `wallet_connect`, see `connectWithSignIn`); the answer then carries the sign-in.
 */
export async function connect(
  state: EvmAdapterState,
  { connectorId, network, signIn }: AdapterParameters<'connect'>,
): Promise<AdapterConnection> {
  const provider = requireWallet(await providerOf(state, connectorId), connectorId)
  // Only a wallet of the page (EIP-6963, injected): WalletConnect signs in while pairing, the embedded wallet in
  // its frame.
  const inPage = state.connectors.some((connector) => connector.id === connectorId && connector.provider)
  const signedIn = signIn && inPage ? await connectWithSignIn(provider, signIn) : undefined
  const accounts = requireAccounts(
    signedIn
      ? signedIn.accounts
      : toEvmAccounts(await requestWallet(provider, 'eth_requestAccounts'), 'eth_requestAccounts'),
  )
  let chainId = parseEvmChainId(await requestWallet(provider, 'eth_chainId'), 'eth_chainId')
  if (chainId !== Number(network.id)) {
    await switchEvmChain(provider, network).then(
      () => {
        chainId = Number(network.id)
      },
      () => undefined,
    )
    // The switch prompt may have shown a long time, and the wallet's events are followed only once attached: a
    // wallet locked or a site revoked meanwhile is asked for here, not shown connected.
    const still = await requestWallet<unknown>(provider, 'eth_accounts')
    if (!Array.isArray(still) || still.length === 0)
      throw new WalletEndedConnectionError({ namespace: 'eip155', connectorId })
  }
  attachEvmConnection(state, connectorId, provider, accounts)
  return {
    connectorId,
    accounts,
    caipNetworkId: `eip155:${chainId}`,
    ...(signedIn?.session && { signIn: signedIn.session }),
  }
}
