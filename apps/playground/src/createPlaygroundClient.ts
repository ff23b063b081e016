import {
  type ChainAdapter,
  createDefaultSiwx,
  createStorage,
  createWalletPort,
  getSiwxVerifier,
  type Network,
  type WalletPortClient,
} from '@walletport/core'
import type { ChainEntry } from './chains/types.js'
import type { DevnetEndpoints } from './devnetEndpoints.js'
import type { PlaygroundOptions } from './options/playgroundOptions.js'

export class NoNetworkSelectedError extends Error {
  override name = 'NoNetworkSelectedError'
  constructor() {
    super('Switch on at least one chain and one of its networks.')
  }
}

/** The client for the options in the panel: only the chains and networks left on, SIWX as chosen. */
export function createPlaygroundClient(
  options: PlaygroundOptions,
  endpoints: DevnetEndpoints,
  entries: readonly ChainEntry[],
): WalletPortClient {
  const adapters: ChainAdapter[] = []
  const networks: Network[] = []
  for (const entry of entries) {
    if (!options.chains.includes(entry.id)) continue
    const enabled = entry
      .networks(endpoints)
      .filter((network) => !options.disabledNetworks.includes(network.caipNetworkId))
    if (enabled.length === 0) continue
    adapters.push(entry.createAdapter({ networks: enabled, endpoints }))
    networks.push(...enabled)
  }
  const [first, ...rest] = networks
  if (!first) throw new NoNetworkSelectedError()

  const storage = createStorage()
  const siwx =
    options.siwx === 'off'
      ? undefined
      : createDefaultSiwx({
          storage,
          domain: location.host,
          uri: location.origin,
          statement: 'Sign in to the WalletPort playground.',
          verify: getSiwxVerifier({ adapters }),
          required: options.siwx === 'required',
        })

  return createWalletPort({
    adapters,
    networks: [first, ...rest],
    metadata: {
      name: 'WalletPort playground',
      description: 'WalletPort on the local devnet',
      url: location.origin,
      icons: [],
    },
    storage,
    features: {
      ...options.features,
      socials: options.features.socials ? ['google', 'x', 'discord', 'github', 'apple'] : false,
      connectorTypeOrder: options.connectorTypeOrder,
    },
    ...(options.themeMode === 'system' ? {} : { themeMode: options.themeMode }),
    themeVariables: {
      '--wp-accent': options.accent,
      '--wp-border-radius-master': `${options.borderRadius}px`,
    },
    ...(siwx ? { siwx } : {}),
  })
}
