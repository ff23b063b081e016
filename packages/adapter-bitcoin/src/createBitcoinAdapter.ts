import { bindAdapter, bindLazyActions } from '@walletport/core/adapter'
import { init } from './actions/init.js'
import { createBitcoinAdapterState, findInjected, listConnectors } from './bitcoinAdapterState.js'
import { loadAddressCheck } from './loadAddressCheck.js'
import type { BitcoinAdapter, BitcoinAdapterOptions } from './types.js'

/**
 * The bip122 ChainAdapter: wallets through their injected APIs (sats-connect, Leather, Unisat, OKX, Phantom,
 * Wallet Standard), reads from an Esplora REST API, PSBTs built with bitcoinjs-lib and signed by the wallet. Each
 * operation is one function of `./actions`, sharing one state per adapter.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions): BitcoinAdapter {
  const state = createBitcoinAdapterState(options)
  const actions = () => import('./lazyActions.js')
  return {
    namespace: 'bip122',
    defaultAccountType: 'payment',
    ...bindAdapter(state, {
      actions: { init },
      load: actions,
      lazy: ['signPsbt', 'getHistory'],
    }),
    ...bindLazyActions(state, () => import('./connectActions.js'), ['connect', 'reconnect']),
    getConnectors: () => listConnectors(state),
    resolveConnectorId: (id) =>
      (options.connectors ?? []).some((source) =>
        source.getConnectors().some((connector) => connector.id === id),
      )
        ? id
        : findInjected(state, id)?.connector.id,
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    // Its own chunk (Esplora and the address check): the connected button's balance does not fetch lazyActions,
    // whose PSBT and message signing bring bitcoinjs-lib (issue 37: JS fetched on wallet choice).
    getBalance: async (parameters) => (await import('./actions/getBalance.js')).getBalance(state, parameters),
    sendTransaction: async (parameters) =>
      (await import('./sendWithEcc.js')).sendTransaction(state, parameters),
    estimateTransfer: async (parameters) =>
      (await import('./actions/estimateTransfer.js')).estimateTransfer(state, parameters),
    validateAddress: async ({ address, network }) => {
      ;(await loadAddressCheck())(address, network)
    },
    getProvider: () => state.connection.get()?.client.provider,
    getAccounts: () => state.connection.get()?.accounts ?? [],
  }
}
