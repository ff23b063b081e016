import { connect } from './actions/connect.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { createSolanaAdapterState, getConnection } from './solanaAdapterState.js'
import type { SolanaAdapter, SolanaAdapterOptions } from './types.js'
import { validateSolanaAddress } from './validateSolanaAddress.js'

/**
 * The solana ChainAdapter on @solana/web3.js 1.x and the Wallet Standard: each operation is one function of
 * `./actions`, sharing one state per adapter. Discovery, connect, reconnect and address checks do not load
 * web3.js; the first read, send or `getConnection` does. Throws `InvalidCommitmentError` for a bad `commitment`.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const state = createSolanaAdapterState(options)
  const actions = () => import('./lazyActions.js')
  return {
    namespace: 'solana',
    networks: state.networks,
    defaultAccountType: 'eoa',
    init: (context) => init(state, context),
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: async () => (await actions()).disconnect(state),
    getBalance: async (parameters) => (await actions()).getBalance(state, parameters),
    getTokenBalances: async (parameters) => (await actions()).getTokenBalances(state, parameters),
    signMessage: async (parameters) => (await actions()).signMessage(state, parameters),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    sendTransaction: async (parameters) => (await actions()).sendTransaction(state, parameters),
    estimateTransfer: async (parameters) => (await actions()).estimateTransfer(state, parameters),
    waitForTransaction: async (parameters) => (await actions()).waitForTransaction(state, parameters),
    switchNetwork: async (parameters) => (await actions()).switchNetwork(state, parameters),
    validateAddress: ({ address }) => validateSolanaAddress(address),
    getProvider: () => state.connection.get()?.wallet,
    getConnection: (network) => getConnection(state, network),
    getHistory: async (parameters) => (await actions()).getHistory(state, parameters),
  }
}
