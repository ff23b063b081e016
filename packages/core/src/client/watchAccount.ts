import type { ChainNamespace } from '../caip/types.js'
import type { ClientContext } from './context.js'
import { getActiveChain, getAdapter, updateChain } from './context.js'
import { resetTransactions } from './history/resetTransactions.js'
import { withLazyActions } from './loadLazyActions.js'
import { isUnsupportedChain } from './networks/isUnsupportedChain.js'
import { closeModal } from './router/closeModal.js'
import { isAccountView } from './router/isAccountView.js'
import { openModal } from './router/openModal.js'
import { replace } from './router/replace.js'
import type { WalletPortState } from './state.js'

function activeAccountKey(state: WalletPortState): string {
  const chain = getActiveChain(state)
  if (chain?.accountState.status !== 'connected') return ''
  return `${chain.accountState.caipAddress}|${chain.networkState.caipNetwork?.caipNetworkId}`
}

function logFailure(what: string) {
  return (error: unknown) => console.error(`WalletPort: ${what} failed`, error)
}

/**
 * What follows a change of the active account or network: balances and identity refreshed, history started
 * over, the UnsupportedChain view opened when its rule holds (or left when it no longer does), and sign-in
 * requested when SIWX is configured. An account on an unsupported network shows no balance (the network has no
 * RPC the app chose). A view of the account (Account, Send, Receive, Swap…) left without an account (disconnected)
 * closes, so none shows the previous account's content. Runs once for the state
 * it starts with.
 */
export function watchAccount(context: ClientContext): () => void {
  function onChange(key: string, previousKey: string | undefined) {
    const state = context.store.getState()
    if (previousKey !== undefined && key.split('|')[0] !== previousKey.split('|')[0])
      resetTransactions(context)
    if (key === '') {
      if (state.modal.open && isAccountView(state.modal.view)) closeModal(context)
      return
    }
    const active = getActiveChain(state)
    if (active?.networkState.unsupported) clearBalances(context, active.namespace)
    else {
      void withLazyActions(({ fetchBalance, fetchIdentity, fetchTokenBalances }) => {
        void fetchBalance(context).catch(logFailure('balance'))
        void fetchIdentity(context).catch(logFailure('identity'))
        if (active && getAdapter(context, active.namespace).getTokenBalances) {
          void fetchTokenBalances(context).catch(logFailure('token balances'))
        }
      }).catch(logFailure('loading the account actions'))
    }
    if (isUnsupportedChain(state, context.options)) {
      openModal(context, { view: 'UnsupportedChain' })
      return
    }
    if (state.modal.open && state.modal.view === 'UnsupportedChain') replace(context, 'Account')
    if (context.options.siwx) {
      void withLazyActions(({ requestSignIn }) => requestSignIn(context)).catch(logFailure('sign-in'))
    }
  }

  onChange(activeAccountKey(context.store.getState()), undefined)
  return context.store.subscribe(activeAccountKey, (key, previous) => onChange(key, previous))
}

function clearBalances(context: ClientContext, namespace: ChainNamespace): void {
  updateChain(context, namespace, (chain) => ({
    ...chain,
    accountState: { ...chain.accountState, balance: undefined, balanceSymbol: undefined, tokenBalance: [] },
  }))
}
