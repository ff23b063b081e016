import type { AdapterContext, Connector } from '@walletport/core'
import { haveConnectorsChanged, pageWindow } from '@walletport/core/adapter'
import type { CosmosAdapterState } from '../cosmosAdapterState.js'
import { knownCosmosWallets } from '../knownCosmosWallets.js'
import type { CosmosWindow, KeplrLikeProvider } from '../types.js'

function isKeplrLike(candidate: unknown): candidate is KeplrLikeProvider {
  const provider = candidate as Partial<KeplrLikeProvider> | undefined
  return typeof provider?.enable === 'function' && typeof provider.getKey === 'function'
}

/** The injected Keplr-style wallets on `target` (one object found under two names is listed once). */
function injectedConnectors(target: CosmosWindow | undefined): Connector[] {
  const seen = new Set<KeplrLikeProvider>()
  const found: Connector[] = []
  for (const wallet of target ? knownCosmosWallets : []) {
    const provider = wallet.find(target!)
    if (!isKeplrLike(provider) || seen.has(provider)) continue
    seen.add(provider)
    found.push({
      id: wallet.id,
      name: wallet.name,
      type: 'INJECTED',
      chain: 'cosmos',
      installed: true,
      provider,
    })
  }
  return found
}

/**
 * Starts discovery: the injected wallets (read now and again at the page's `load` event, before which extensions
 * inject), then the connector sources. `connectorsChanged` follows every change. A second `init` restarts it.
 */
export async function init(state: CosmosAdapterState, context: AdapterContext): Promise<void> {
  state.context = context
  state.stopDiscovery()
  const target = state.options.window ?? pageWindow<CosmosWindow>()
  state.target = target
  state.rescan = () => {
    const next = [
      ...injectedConnectors(target),
      ...(state.options.connectors ?? []).flatMap((source) => source.getConnectors()),
    ]
    if (!haveConnectorsChanged(state.connectors, next)) return
    state.connectors = next
    state.emitter.emit('connectorsChanged', next)
  }
  state.rescan()
  const document = (globalThis as { document?: { readyState?: string } }).document
  if (target && document && document.readyState !== 'complete') {
    const rescan = () => state.rescan()
    target.addEventListener('load', rescan, { once: true })
    state.stopDiscovery = () => target.removeEventListener('load', rescan)
  } else {
    state.stopDiscovery = () => {}
  }
}
