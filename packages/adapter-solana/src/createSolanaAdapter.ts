import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { estimateTransfer } from './actions/estimateTransfer.js'
import { getBalance } from './actions/getBalance.js'
import { getHistory } from './actions/getHistory.js'
import { getTokenBalances } from './actions/getTokenBalances.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { sendTransaction } from './actions/sendTransaction.js'
import { signMessage } from './actions/signMessage.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { verifyMessage } from './actions/verifyMessage.js'
import { waitForTransaction } from './actions/waitForTransaction.js'
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
  return {
    namespace: 'solana',
    networks: state.networks,
    defaultAccountType: 'eoa',
    init: (context) => init(state, context),
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: () => disconnect(state),
    getBalance: (parameters) => getBalance(state, parameters),
    getTokenBalances: (parameters) => getTokenBalances(state, parameters),
    signMessage: (parameters) => signMessage(state, parameters),
    verifyMessage: (parameters) => verifyMessage(parameters),
    sendTransaction: (parameters) => sendTransaction(state, parameters),
    estimateTransfer: (parameters) => estimateTransfer(state, parameters),
    waitForTransaction: (parameters) => waitForTransaction(state, parameters),
    switchNetwork: (parameters) => switchNetwork(state, parameters),
    validateAddress: ({ address }) => validateSolanaAddress(address),
    getProvider: () => state.connection.get()?.wallet,
    getConnection: (network) => getConnection(state, network),
    getHistory: (parameters) => getHistory(state, parameters),
  }
}
