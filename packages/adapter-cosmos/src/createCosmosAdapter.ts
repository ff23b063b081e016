import { bindAdapter, bindLazyActions } from '@walletport/core/adapter'
import { init } from './actions/init.js'
import { createCosmosAdapterState } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import { loadAddressCheck } from './loadAddressCheck.js'
import type { CosmosAdapter, CosmosAdapterOptions } from './types.js'

/**
 * The cosmos ChainAdapter for Keplr-style injected wallets (Keplr, Leap, Cosmostation) and connector sources:
 * each operation is one function of `./actions`, sharing one state per adapter. Discovery and connection are
 * calls on the injected object; cosmjs is imported on the first balance, signature check or transaction. Connect
 * and reconnect load with the first choice or restore of a wallet (`./connectActions`), so the page's first chunk
 * holds discovery alone.
 */
export function createCosmosAdapter(options: CosmosAdapterOptions): CosmosAdapter {
  const state = createCosmosAdapterState(options)
  const actions = () => import('./lazyActions.js')
  return {
    namespace: 'cosmos',
    defaultAccountType: 'eoa',
    ...bindAdapter(state, {
      actions: { init },
      load: actions,
      lazy: ['sendTransaction', 'estimateTransfer', 'getHistory', 'getSigningClient'],
    }),
    ...bindLazyActions(state, () => import('./connectActions.js'), ['connect', 'reconnect']),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    validateAddress: async ({ address, network }) => {
      const { prefix } = cosmosChainOf(network)
      ;(await loadAddressCheck())(address, prefix)
    },
    getProvider: () => state.connection.get()?.provider,
  }
}
