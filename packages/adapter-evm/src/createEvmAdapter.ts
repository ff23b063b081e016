import { connect } from './actions/connect.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { createEvmAdapterState } from './evmAdapterState.js'
import type { EvmAdapter, EvmAdapterOptions } from './types.js'
import { validateEvmAddress } from './validateEvmAddress.js'

/**
 * The eip155 ChainAdapter: each operation is one function of `./actions`, sharing one state per adapter. Discovery,
 * connection, switching and wallet requests are plain EIP-1193 calls and reads go to the node with fetch, so none
 * of them loads ethers; ethers is imported on the first signature check, ENS lookup or ABI encoding. Only
 * discovery, connect, reconnect and address checks are in the page's first chunk: every other operation is in
 * `./lazyActions` (import() on first use).
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const state = createEvmAdapterState(options)
  const actions = () => import('./lazyActions.js')
  return {
    namespace: 'eip155',
    networks: state.networks,
    defaultAccountType: 'smartAccount',
    init: (context) => init(state, context),
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: async () => (await actions()).disconnect(state),
    getBalance: async (parameters) => (await actions()).getBalance(state, parameters),
    getTokenBalances: async (parameters) => (await actions()).getTokenBalances(state, parameters),
    signMessage: async (parameters) => (await actions()).signMessage(state, parameters),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(state, parameters),
    signTypedData: async (parameters) => (await actions()).signTypedData(state, parameters),
    verifyTypedData: async (parameters) => (await actions()).verifyTypedData(state, parameters),
    sendTransaction: async (parameters) => (await actions()).sendTransaction(state, parameters),
    waitForTransaction: async (parameters) => (await actions()).waitForTransaction(state, parameters),
    estimateTransfer: async (parameters) => (await actions()).estimateTransfer(state, parameters),
    switchNetwork: async (parameters) => (await actions()).switchNetwork(state, parameters),
    validateAddress: ({ address }) => validateEvmAddress(address),
    getProvider: () => state.connection.get()?.provider,
    getAccounts: () => state.connection.get()?.accounts ?? [],
    getIdentity: async (parameters) => (await actions()).getIdentity(state, parameters),
    resolveName: async (parameters) => (await actions()).resolveName(state, parameters),
    ...(options.historyApiUrl !== undefined && {
      getHistory: async (parameters) => (await actions()).getHistory(state, parameters),
    }),
    writeContract: async (parameters) => (await actions()).writeContract(state, parameters),
    sendCalls: async (parameters) => (await actions()).sendCalls(state, parameters),
    getCallsStatus: async (parameters) => (await actions()).getCallsStatus(state, parameters),
    getCapabilities: async (parameters) => (await actions()).getCapabilities(state, parameters),
  }
}
