import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { estimateTransfer } from './actions/estimateTransfer.js'
import { getBalance } from './actions/getBalance.js'
import { getCallsStatus } from './actions/getCallsStatus.js'
import { getCapabilities } from './actions/getCapabilities.js'
import { getHistory } from './actions/getHistory.js'
import { getIdentity } from './actions/getIdentity.js'
import { getTokenBalances } from './actions/getTokenBalances.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { resolveName } from './actions/resolveName.js'
import { sendCalls } from './actions/sendCalls.js'
import { sendTransaction } from './actions/sendTransaction.js'
import { signMessage } from './actions/signMessage.js'
import { signTypedData } from './actions/signTypedData.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { verifyMessage } from './actions/verifyMessage.js'
import { verifyTypedData } from './actions/verifyTypedData.js'
import { waitForTransaction } from './actions/waitForTransaction.js'
import { writeContract } from './actions/writeContract.js'
import { createEvmAdapterState } from './evmAdapterState.js'
import type { EvmAdapter, EvmAdapterOptions } from './types.js'
import { validateEvmAddress } from './validateEvmAddress.js'

/**
 * The eip155 ChainAdapter: each operation is one function of `./actions`, sharing one state per adapter. Discovery,
 * connection, switching and wallet requests are plain EIP-1193 calls and reads go to the node with fetch, so none
 * of them loads ethers; ethers is imported on the first signature check, ENS lookup or ABI encoding.
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const state = createEvmAdapterState(options)
  return {
    namespace: 'eip155',
    networks: state.networks,
    defaultAccountType: 'smartAccount',
    init: (context) => init(state, context),
    getConnectors: () => state.connectors,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: () => disconnect(state),
    getBalance: (parameters) => getBalance(state, parameters),
    getTokenBalances: (parameters) => getTokenBalances(state, parameters),
    signMessage: (parameters) => signMessage(state, parameters),
    verifyMessage: (parameters) => verifyMessage(state, parameters),
    signTypedData: (parameters) => signTypedData(state, parameters),
    verifyTypedData: (parameters) => verifyTypedData(state, parameters),
    sendTransaction: (parameters) => sendTransaction(state, parameters),
    waitForTransaction: (parameters) => waitForTransaction(state, parameters),
    estimateTransfer: (parameters) => estimateTransfer(state, parameters),
    switchNetwork: (parameters) => switchNetwork(state, parameters),
    validateAddress: ({ address }) => validateEvmAddress(address),
    getProvider: () => state.connection.get()?.provider,
    getAccounts: () => state.connection.get()?.accounts ?? [],
    getIdentity: (parameters) => getIdentity(state, parameters),
    resolveName: (parameters) => resolveName(state, parameters),
    ...(options.historyApiUrl !== undefined && { getHistory: (parameters) => getHistory(state, parameters) }),
    writeContract: (parameters) => writeContract(state, parameters),
    sendCalls: (parameters) => sendCalls(state, parameters),
    getCallsStatus: (parameters) => getCallsStatus(state, parameters),
    getCapabilities: (parameters) => getCapabilities(state, parameters),
  }
}
