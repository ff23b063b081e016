import { bindAdapter, bindLazyActions } from '@walletport/core/adapter'
import { init } from './actions/init.js'
import { rememberAdapterState } from './adapterStateOf.js'
import { checkSolanaAddress } from './checkSolanaAddress.js'
import { createSolanaAdapterState, getConnection } from './solanaAdapterState.js'
import type { SolanaAdapter, SolanaAdapterOptions } from './types.js'

/**
 * The solana ChainAdapter on @solana/web3.js 1.x and the Wallet Standard: each operation is one function of
 * `./actions`, sharing one state per adapter. Discovery, connect, reconnect and address checks do not load
 * web3.js; the first read, send or `getConnection` does. Connect and reconnect load with the first choice or
 * restore of a wallet (`./connectActions`), so the page's first chunk holds discovery alone. Throws `InvalidCommitmentError` for a bad `commitment`.
 */
export function createSolanaAdapter(options: SolanaAdapterOptions): SolanaAdapter {
  const state = createSolanaAdapterState(options)
  const actions = () => import('./lazyActions.js')
  const adapter: SolanaAdapter = {
    namespace: 'solana',
    defaultAccountType: 'eoa',
    ...bindAdapter(state, {
      actions: { init },
      load: actions,
      lazy: ['getTokenBalances', 'sendTransaction', 'estimateTransfer', 'getHistory'],
    }),
    ...bindLazyActions(state, () => import('./connectActions.js'), ['connect', 'reconnect']),
    signTransaction: async (parameters) => (await actions()).signTransaction(state, parameters),
    signAllTransactions: async (parameters) => (await actions()).signAllTransactions(state, parameters),
    signIn: async (parameters) => (await actions()).signIn(state, parameters),
    verifyMessage: async (parameters) => (await actions()).verifyMessage(parameters),
    validateAddress: ({ address }) => checkSolanaAddress(address),
    getProvider: () => state.connection.get()?.wallet,
    getConnection: (network) => getConnection(state, network),
  }
  return rememberAdapterState(adapter, state)
}
