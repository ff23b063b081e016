import type { ChainNamespace } from '../../caip/types.js'
import { AccountNotConnectedError } from '../../errors/connection.js'
import type { ClientContext } from '../context.js'

/**
 * Makes one of the accounts the wallet connected on `namespace` (its `allAccounts`) the active address, as a
 * wallet exposing several (a Polkadot extension) lets the user choose. Balance and identity follow through
 * `watchAccount`. An address the connection does not hold is `AccountNotConnectedError`, state unchanged.
 */
export function setActiveAccount(
  context: ClientContext,
  { namespace, address }: { namespace: ChainNamespace; address: string },
): void {
  const chain = context.store.getState().chains[namespace]
  const connected = chain?.accountState.status === 'connected' ? chain.accountState.allAccounts : []
  const network = chain?.networkState.caipNetwork
  const account = connected.find((candidate) => candidate.address === address)
  if (!chain || !network || !account)
    throw new AccountNotConnectedError({
      namespace,
      address,
      connected: connected.map((candidate) => candidate.address),
    })
  if (chain.accountState.address === account.address) return
  context.store.setState((state) => {
    const current = state.chains[namespace]
    if (!current) return state
    const accountState = {
      ...current.accountState,
      address: account.address,
      caipAddress: `${network.caipNetworkId}:${account.address}` as const,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      tokenBalance: [],
    }
    return { ...state, chains: { ...state.chains, [namespace]: { ...current, accountState } } }
  })
}
