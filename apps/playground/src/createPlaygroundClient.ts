import {
  type ChainAdapter,
  createBackendSiwx,
  createDefaultSiwx,
  createHttpNameService,
  createStorage,
  createWalletPort,
  getSiwxVerifier,
  type Network,
  type WalletPortClient,
} from '@walletport/core'
import { announceEmbeddedEvmProvider, createEmbeddedWallet, watchEmbeddedWallet } from '@walletport/embedded'
import { createWalletConnectConnector, watchWalletConnect } from '@walletport/walletconnect'
import type { ChainEntry } from './chains/types.js'
import { createDevnetOnrampProviders } from './commerce/devnetOnrampProviders.js'
import { createDevnetSwapProvider } from './commerce/devnetSwapProvider.js'
import type { DevnetEndpoints } from './devnetEndpoints.js'
import type { PlaygroundOptions } from './options/playgroundOptions.js'

export class NoNetworkSelectedError extends Error {
  override name = 'NoNetworkSelectedError'
  constructor() {
    super('Switch on at least one chain and one of its networks.')
  }
}

export interface PlaygroundClient {
  client: WalletPortClient
  /** Destroys the client and stops the WalletConnect connector (its pairings stay stored). */
  destroy(): void
}

const metadata = {
  name: 'WalletPort playground',
  description: 'WalletPort on the local devnet',
  url: location.origin,
  icons: [],
}

/**
 * The client for the options in the panel: only the chains and networks left on, SIWX as chosen, and the
 * WalletConnect connector on the devnet's relay when it is on.
 */
export function createPlaygroundClient(
  options: PlaygroundOptions,
  endpoints: DevnetEndpoints,
  entries: readonly ChainEntry[],
): PlaygroundClient {
  const chosen = entries.flatMap((entry) => {
    if (!options.chains.includes(entry.id)) return []
    const enabled = entry
      .networks(endpoints)
      .filter((network) => !options.disabledNetworks.includes(network.caipNetworkId))
    return enabled.length === 0 ? [] : [{ entry, networks: enabled }]
  })
  const networks: Network[] = chosen.flatMap((choice) => choice.networks)
  const [first, ...rest] = networks
  if (!first) throw new NoNetworkSelectedError()

  const walletConnect = options.walletConnect
    ? createWalletConnectConnector({ networks, metadata, relayUrl: endpoints.relayUrl })
    : undefined
  // The email wallet: its frame on the embedded server `npm run playground` starts (another site than the page).
  const embedded =
    options.features.email && endpoints.embeddedFrameUrl
      ? createEmbeddedWallet({ frameUrl: endpoints.embeddedFrameUrl, networks, metadata })
      : undefined
  const adapters: ChainAdapter[] = chosen.map(({ entry, networks }) =>
    entry.createAdapter({ networks, endpoints, walletConnect, embedded }),
  )

  const storage = createStorage()
  const siwx =
    options.siwx === 'off'
      ? undefined
      : options.siwxServer
        ? createBackendSiwx({ url: options.siwxServer, required: options.siwx === 'required' })
        : createDefaultSiwx({
            storage,
            domain: location.host,
            uri: location.origin,
            statement: 'Sign in to the WalletPort playground.',
            verify: getSiwxVerifier({ adapters }),
            required: options.siwx === 'required',
          })

  const client = createWalletPort({
    adapters,
    networks: [first, ...rest],
    metadata,
    endpoints: { relay: endpoints.relayUrl },
    enableWalletConnect: walletConnect !== undefined,
    storage,
    nameService: createHttpNameService({ url: endpoints.nameServiceUrl }),
    features: {
      ...options.features,
      socials: options.features.socials
        ? ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
        : false,
      connectorTypeOrder: options.connectorTypeOrder,
      walletFeaturesOrder: options.walletFeaturesOrder,
    },
    // The legal checkbox (feature `legalCheckbox`) links these; the playground has no such pages.
    termsConditionsUrl: `${location.origin}/#terms`,
    privacyPolicyUrl: `${location.origin}/#privacy`,
    ...(options.themeMode === 'system' ? {} : { themeMode: options.themeMode }),
    themeVariables: {
      '--wp-accent': options.accent,
      '--wp-border-radius-master': `${options.borderRadius}px`,
    },
    ...(siwx ? { siwx } : {}),
    swapProviders: [createDevnetSwapProvider()],
    onrampProviders: createDevnetOnrampProviders(endpoints),
  })
  const unwatch = walletConnect ? watchWalletConnect(client, walletConnect) : undefined
  const unwatchEmbedded = embedded ? watchEmbeddedWallet(client, embedded) : undefined
  // For the page's other libraries (a viem or ethers script): the same wallet, its signatures confirmed in its frame.
  const unannounce =
    embedded && options.announceEmailWallet
      ? announceEmbeddedEvmProvider(embedded, { name: metadata.name })
      : undefined
  return {
    client,
    destroy() {
      unwatch?.()
      unwatchEmbedded?.()
      unannounce?.()
      embedded?.destroy()
      client.destroy()
      void walletConnect?.destroy()
    },
  }
}
