import type { AdapterContext, Connector } from '@walletport/core'
import { haveConnectorsChanged, pageWindow, watchAnnouncedConnectors } from '@walletport/core/adapter'
import { createInjectedConnector } from '../createInjectedConnector.js'
import type { EvmAdapterState } from '../evmAdapterState.js'
import type { Eip1193Provider, EvmWindow } from '../types.js'

const isEip1193 = (provider: unknown): provider is Eip1193Provider =>
  typeof (provider as Partial<Eip1193Provider> | undefined)?.request === 'function'

/**
 * Starts discovery: EIP-6963 announcements, the legacy `window.ethereum` (unless the same provider was announced)
 * and the connector sources, in that order. `connectorsChanged` follows every change. A second `init` restarts it.
 */
export async function init(state: EvmAdapterState, context: AdapterContext): Promise<void> {
  state.context = context
  state.stopDiscovery()
  const target = state.options.window ?? pageWindow<EvmWindow>()
  const injected = isEip1193(target?.ethereum) ? target.ethereum : undefined
  let announced: readonly Connector[] = []
  const refresh = () => {
    const providers = new Set(announced.map((connector) => connector.provider))
    const sourced = (state.options.connectors ?? []).flatMap((source) => source.getConnectors())
    // A source's own wallet the app also announces to the page (the embedded wallet's EIP-6963) is listed once.
    const own = new Set<unknown>(sourced.map((connector) => connector.provider).filter(Boolean))
    const next = [
      ...announced.filter((connector) => !own.has(connector.provider)),
      ...(injected && !providers.has(injected) ? [createInjectedConnector(injected)] : []),
      ...sourced,
    ]
    if (!haveConnectorsChanged(state.connectors, next)) return
    state.connectors = next
    state.emitter.emit('connectorsChanged', next)
  }
  const stops = (state.options.connectors ?? []).flatMap((source) =>
    source.watch ? [source.watch(refresh)] : [],
  )
  if (target) {
    stops.push(
      watchAnnouncedConnectors(
        target,
        {
          requestEvent: 'eip6963:requestProvider',
          announceEvent: 'eip6963:announceProvider',
          chain: 'eip155',
          isProvider: isEip1193,
        },
        (connectors) => {
          announced = connectors
          refresh()
        },
      ),
    )
  }
  state.stopDiscovery = () => {
    for (const stop of stops) stop()
  }
  refresh()
}
