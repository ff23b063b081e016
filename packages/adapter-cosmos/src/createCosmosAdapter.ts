import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { estimateTransfer } from './actions/estimateTransfer.js'
import { getBalance } from './actions/getBalance.js'
import { getHistory } from './actions/getHistory.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { sendTransaction } from './actions/sendTransaction.js'
import { signMessage } from './actions/signMessage.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { verifyMessage } from './actions/verifyMessage.js'
import { waitForTransaction } from './actions/waitForTransaction.js'
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
  return {
    namespace: 'cosmos',
    networks: state.networks,
    defaultAccountType: 'eoa',
    init: (context) => init(state, context),
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: () => disconnect(state),
    getBalance: (parameters) => getBalance(state, parameters),
    signMessage: (parameters) => signMessage(state, parameters),
    verifyMessage: (parameters) => verifyMessage(parameters),
    sendTransaction: (parameters) => sendTransaction(state, parameters),
    estimateTransfer: (parameters) => estimateTransfer(state, parameters),
    waitForTransaction: (parameters) => waitForTransaction(state, parameters),
    switchNetwork: (parameters) => switchNetwork(state, parameters),
    validateAddress: ({ address, network }) => validateCosmosAddress(address, cosmosChainOf(network).prefix),
    getProvider: () => state.connection.get()?.provider,
    getHistory: (parameters) => getHistory(state, parameters),
  }
}
