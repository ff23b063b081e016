import { pageWindow, watchStandardWallets } from '@walletport/core/adapter'
import { type BitcoinAdapterState, refreshConnectors } from '../bitcoinAdapterState.js'
import { isBitcoinStandardWallet } from '../isBitcoinStandardWallet.js'
import type { BitcoinWindow } from '../types.js'

/**
 * Starts discovery: the injected APIs of the page, and Wallet Standard wallets with `bitcoin:connect` registering
 * on it (before or after); then the connector sources. A second `init` restarts it.
 */
export async function init(state: BitcoinAdapterState): Promise<void> {
  state.stopDiscovery()
  state.stopDiscovery = () => {}
  const target = state.options.window ?? pageWindow<BitcoinWindow>()
  state.target = target
  if (target && typeof target.addEventListener === 'function' && typeof target.dispatchEvent === 'function') {
    state.stopDiscovery = watchStandardWallets(
      target as EventTarget,
      (wallets) => {
        state.standardWallets = wallets
        refreshConnectors(state)
      },
      { accept: isBitcoinStandardWallet },
    )
  }
  refreshConnectors(state)
}
