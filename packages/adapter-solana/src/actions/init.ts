import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { AdapterContext } from '@walletport/core'
import { haveConnectorsChanged, pageWindow, watchStandardWallets } from '@walletport/core/adapter'
import type { SolanaAdapterState } from '../solanaAdapterState.js'
import { featuresOf } from '../solanaFeatures.js'
import { findWalletChain } from '../toStandardChain.js'
import { toStandardConnector } from '../toStandardConnector.js'
import type { WalletStandardWindow } from '../types.js'

function isUsable(state: SolanaAdapterState, wallet: Wallet): boolean {
  const features = featuresOf(wallet)
  if (!features['standard:connect']) return false
  if (!features['solana:signAndSendTransaction'] && !features['solana:signTransaction']) return false
  return state.networks.some((network) => findWalletChain(wallet.chains, network) !== undefined)
}

/**
 * Starts discovery: Wallet Standard registrations on `window` (and, on the page's own window, @wallet-standard/app's
 * registry, which binds to it), then the connector sources. Wallets that gain chains or features later (after
 * unlocking) are listed then. A second `init` restarts it.
 */
export async function init(state: SolanaAdapterState, context: AdapterContext): Promise<void> {
  state.context = context
  state.stopDiscovery()
  let wallets: readonly Wallet[] = []
  const refresh = () => {
    const next = [
      ...wallets.filter((wallet) => isUsable(state, wallet)).map(toStandardConnector),
      ...(state.options.connectors ?? []).flatMap((source) => source.getConnectors()),
    ]
    if (!haveConnectorsChanged(state.connectors, next)) return
    state.connectors = next
    state.emitter.emit('connectorsChanged', next)
  }
  const stops: (() => void)[] = []
  const target = state.options.window ?? pageWindow<WalletStandardWindow>()
  if (target) {
    const watched = new Map<Wallet, () => void>()
    const onWallets = (next: readonly Wallet[]) => {
      wallets = next
      for (const [wallet, off] of watched) {
        if (next.includes(wallet)) continue
        off()
        watched.delete(wallet)
      }
      for (const wallet of next) {
        if (watched.has(wallet)) continue
        const off = featuresOf(wallet)['standard:events']?.on('change', (properties) => {
          if (properties.chains || properties.features) refresh()
        })
        watched.set(wallet, off ?? (() => {}))
      }
      refresh()
    }
    const onPage = target === (globalThis as { window?: unknown }).window
    stops.push(watchStandardWallets(target, onWallets, onPage ? { registry: getWallets() } : {}), () => {
      for (const off of watched.values()) off()
    })
  }
  state.stopDiscovery = () => {
    for (const stop of stops) stop()
  }
  refresh()
}
