import { connect } from './actions/connect.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { createCosmosAdapterState } from './cosmosAdapterState.js'
import { cosmosChainOf } from './cosmosChainOf.js'
import type { CosmosAdapter, CosmosAdapterOptions } from './types.js'
import { validateCosmosAddress } from './validateCosmosAddress.js'

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
    networks: state.networks,
    defaultAccountType: 'eoa',
    init: (context) => init(state, context),
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: async () => (await actions()).disconnect(state),
    getBalance: async (parameters) => (await actions()).getBalance(state, parameters),
    signMessage: async (parameters) => (await actions()).signMessage(state, parameters),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    sendTransaction: async (parameters) => (await actions()).sendTransaction(state, parameters),
    estimateTransfer: async (parameters) => (await actions()).estimateTransfer(state, parameters),
    waitForTransaction: async (parameters) => (await actions()).waitForTransaction(state, parameters),
    switchNetwork: async (parameters) => (await actions()).switchNetwork(state, parameters),
    validateAddress: ({ address, network }) => validateCosmosAddress(address, cosmosChainOf(network).prefix),
    getProvider: () => state.connection.get()?.provider,
    getHistory: async (parameters) => (await actions()).getHistory(state, parameters),
  }
}
