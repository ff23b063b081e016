import { connect } from './actions/connect.js'
import { disconnect } from './actions/disconnect.js'
import { getBalance } from './actions/getBalance.js'
import { getHistory } from './actions/getHistory.js'
import { init } from './actions/init.js'
import { reconnect } from './actions/reconnect.js'
import { signMessage } from './actions/signMessage.js'
import { switchNetwork } from './actions/switchNetwork.js'
import { verifyMessage } from './actions/verifyMessage.js'
import { waitForTransaction } from './actions/waitForTransaction.js'
import { createBitcoinAdapterState, findInjected, listConnectors } from './bitcoinAdapterState.js'
import type { BitcoinAdapter, BitcoinAdapterOptions } from './types.js'
import { validateAddressOn } from './validateAddressOn.js'

/**
 * The bip122 ChainAdapter: wallets through their injected APIs (sats-connect, Leather, Unisat, OKX, Phantom,
 * Wallet Standard), reads from an Esplora REST API, PSBTs built with bitcoinjs-lib and signed by the wallet. Each
 * operation is one function of `./actions`, sharing one state per adapter.
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions): BitcoinAdapter {
  const state = createBitcoinAdapterState(options)
  return {
    namespace: 'bip122',
    networks: state.networks,
    defaultAccountType: 'payment',
    init: () => init(state),
    getConnectors: () => listConnectors(state),
    resolveConnectorId: (id) =>
      (options.connectors ?? []).some((source) =>
        source.getConnectors().some((connector) => connector.id === id),
      )
        ? id
        : findInjected(state, id)?.connector.id,
    on: (event, listener) => state.emitter.on(event, listener),
    connect: (parameters) => connect(state, parameters),
    reconnect: (parameters) => reconnect(state, parameters),
    disconnect: () => disconnect(state),
    getBalance: (parameters) => getBalance(state, parameters),
    signMessage: (parameters) => signMessage(state, parameters),
    verifyMessage: (parameters) => verifyMessage(parameters),
    sendTransaction: async (parameters) =>
      (await import('./sendWithEcc.js')).sendTransaction(state, parameters),
    estimateTransfer: async (parameters) =>
      (await import('./actions/estimateTransfer.js')).estimateTransfer(state, parameters),
    waitForTransaction: (parameters) => waitForTransaction(state, parameters),
    switchNetwork: (parameters) => switchNetwork(state, parameters),
    validateAddress: ({ address, network }) => {
      validateAddressOn(address, network)
    },
    getProvider: () => state.connection.get()?.client.provider,
    getAccounts: () => state.connection.get()?.accounts ?? [],
    getHistory: (parameters) => getHistory(state, parameters),
  }
}
