import type { ChainNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { type ChainState, createAccountState } from '../state.js'

/** Spec "Reset": status disconnected; address, balances, profile, tokens, accounts and user cleared. */
export function resetChain(context: ClientContext, namespace: ChainNamespace): void {
  context.store.setState((state) => {
    const chain = state.chains[namespace]
    return chain ? { ...state, chains: { ...state.chains, [namespace]: resetChainState(chain) } } : state
  })
}

/** The chain after {@link resetChain}; keeps the account type, tab and labels the user chose. */
export function resetChainState(chain: ChainState): ChainState {
  const { preferredAccountType, currentTab, addressLabels } = chain.accountState
  return {
    ...chain,
    connectorId: undefined,
    loading: false,
    accountState: { ...createAccountState(preferredAccountType), currentTab, addressLabels },
  }
}
