import { bindAdapter } from '@walletport/core/adapter'
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
    defaultAccountType: 'eoa',
    ...bindAdapter(state, {
      actions: { init, connect, reconnect },
      load: actions,
      lazy: ['getTokenBalances', 'sendTransaction', 'estimateTransfer', 'getHistory'],
    }),
    signTransaction: async (parameters) => (await actions()).signTransaction(state, parameters),
    signAllTransactions: async (parameters) => (await actions()).signAllTransactions(state, parameters),
    signIn: async (parameters) => (await actions()).signIn(state, parameters),
    getKitSigners: async (parameters) => (await actions()).createKitSigners(state, parameters?.address),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    validateAddress: ({ address }) => validateSolanaAddress(address),
    getProvider: () => state.connection.get()?.wallet,
    getConnection: (network) => getConnection(state, network),
  }
}
