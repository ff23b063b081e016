import { bindAdapter } from '@walletport/core/adapter'
import { connect } from './actions/connect.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { createCosmosAdapterState } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import { loadAddressCheck } from './toCosmosAccount.js'
import type { CosmosAdapter, CosmosAdapterOptions } from './types.js'

/**
 * The cosmos ChainAdapter for Keplr-style injected wallets (Keplr, Leap, Cosmostation) and connector sources:
 * each operation is one function of `./actions`, sharing one state per adapter. Discovery and connection are
 * calls on the injected object; cosmjs is imported on the first balance, signature check or transaction.
 */
export function createCosmosAdapter(options: CosmosAdapterOptions): CosmosAdapter {
  const state = createCosmosAdapterState(options)
  const actions = () => import('./lazyActions.js')
  return {
    namespace: 'cosmos',
    defaultAccountType: 'eoa',
    ...bindAdapter(state, {
      actions: { init, connect, reconnect },
      load: actions,
      lazy: ['sendTransaction', 'estimateTransfer', 'getHistory', 'getSigningClient'],
    }),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    validateAddress: async ({ address, network }) => {
      const { prefix } = cosmosChainOf(network)
      ;(await loadAddressCheck())(address, prefix)
    },
    getProvider: () => state.connection.get()?.provider,
  }
}
