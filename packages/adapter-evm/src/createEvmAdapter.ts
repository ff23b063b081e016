import { bindAdapter, bindLazyActions } from '@walletport/core/adapter'
import { init } from './actions/init.js'
import { checkEvmAddress } from './checkEvmAddress.js'
import { createEvmAdapterState } from './evmAdapterState.js'
import type { EvmAdapter, EvmAdapterOptions } from './types.js'

/**
 * The eip155 ChainAdapter: each operation is one function of `./actions`, sharing one state per adapter. Discovery,
 * connection, switching and wallet requests are plain EIP-1193 calls and reads go to the node with fetch, so none
 * of them loads ethers; ethers is imported on the first signature check, ENS lookup or ABI encoding. Only
 * discovery is in the page's first chunk: connect and reconnect (with the EIP-55 Keccak) load when a wallet is
 * chosen or restored (`./connectActions`), every other operation is in `./lazyActions` (import() on first use).
 */
export function createEvmAdapter(options: EvmAdapterOptions): EvmAdapter {
  const state = createEvmAdapterState(options)
  const actions = () => import('./lazyActions.js')
  return {
    namespace: 'eip155',
    defaultAccountType: 'smartAccount',
    ...bindAdapter(state, {
      actions: { init },
      load: actions,
      lazy: [
        'getTokenBalances',
        'getNfts',
        'verifyMessage',
        'isSmartAccountSigner',
        'signTypedData',
        'verifyTypedData',
        'sendTransaction',
        'estimateTransfer',
        'getIdentity',
        'resolveName',
        'sendCalls',
        'getCallsStatus',
        'getCapabilities',
      ],
    }),
    ...bindLazyActions(state, () => import('./connectActions.js'), ['connect', 'reconnect']),
    writeContract: async (parameters) => (await actions()).writeContract(state, parameters),
    validateAddress: ({ address }) => checkEvmAddress(address),
    getProvider: () => state.connection.get()?.provider,
    getAccounts: () => state.connection.get()?.accounts ?? [],
    ...(options.historyApiUrl !== undefined && {
      getHistory: async (parameters) => (await actions()).getHistory(state, parameters),
    }),
  }
}
