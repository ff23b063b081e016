import type { UniversalProvider } from '@walletconnect/universal-provider'
import { type ChainNamespace, type Connector, UnauthorizedProviderError } from '@walletport/core'
import { approvedCaipNetworkIdsOf } from './approvedCaipNetworkIdsOf.js'
import { createConnectorSource } from './createConnectorSource.js'
import { createNamespaceProvider, type NamespaceProviderHandle } from './createNamespaceProvider.js'
import type { WalletConnectAuthenticateParameters, WalletConnectAuthentication } from './pairOnce.js'
import type { Pairing } from './startPairing.js'
import { toWalletConnectSession } from './toWalletConnectSession.js'
import type {
  WalletConnectConnector,
  WalletConnectConnectorOptions,
  WalletConnectEvents,
  WalletConnectSession,
} from './types.js'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

type Provider = InstanceType<typeof UniversalProvider>

/** The proposal and its answer (namespaces, sign-in, CACAOs): code for pairing only, fetched when a pairing starts. */
const pairOnce: typeof import('./pairOnce.js').pairOnce = async (...parameters) =>
  (await import('./pairOnce.js')).pairOnce(...parameters)
type Listener = (payload: never) => void

/**
 * The WalletConnect v2 connector, shared by every adapter: one session carries the namespaces of all requested
 * networks. `@walletconnect/universal-provider` is imported only when the user picks WalletConnect or a stored
 * session has to be restored, so an app that never uses it does not load it.
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnectConnector {
  const listeners = new Map<keyof WalletConnectEvents, Set<Listener>>()
  const handles = new Map<ChainNamespace, NamespaceProviderHandle>()
  const defaults: { projectId?: string | undefined; relayUrl?: string | undefined } = {}
  const chains = [...new Set(options.networks.map((network) => network.chainNamespace))]
  let loading: Promise<Provider> | undefined
  let provider: Provider | undefined
  /** The provider's start and teardown, loaded with it. */
  let runtime: typeof import('./startUniversalProvider.js') | undefined
  let pairing: Pairing | undefined
  let disconnecting: Promise<void> | undefined
  let uri: string | undefined
  let destroyed = false

  function emit<E extends keyof WalletConnectEvents>(event: E, payload: WalletConnectEvents[E]) {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (value: typeof payload) => void)(payload)
  }

  function currentSession(): WalletConnectSession | undefined {
    const session = provider?.session
    if (!session || session.expiry * 1000 <= Date.now()) return undefined
    return toWalletConnectSession(session)
  }

  function load(): Promise<Provider> {
    if (destroyed) return Promise.reject(new Error('The WalletConnect connector was destroyed'))
    loading ??= (async () => {
      const started = await import('./startUniversalProvider.js')
      const instance = await started.startUniversalProvider(options, defaults, {
        uri(value) {
          uri = value
          emit('uri', value)
        },
        ended,
        chainChanged: (namespace, caipNetworkId) => handles.get(namespace)?.chainChanged(caipNetworkId),
        accountsChanged() {
          for (const handle of handles.values()) handle.accountsChanged()
        },
      })
      runtime = started
      provider = instance
      return instance
    })()
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  function ended(reason: string) {
    uri = undefined
    for (const handle of handles.values()) handle.disconnected(reason)
    emit('disconnect', { reason })
  }

  /** One pairing at a time (see `startPairing`), loaded with the provider. */
  function pairUntilAnswered(instance: Provider, attempt: () => Promise<WalletConnectAuthentication>) {
    if (pairing) return pairing.result
    const current = runtime!.startPairing(instance, attempt, {
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      destroyed: () => destroyed,
      answered: (session) => emit('session', session),
      settled(settled) {
        if (pairing === settled) {
          pairing = undefined
          uri = undefined
        }
      },
    })
    pairing = current
    return current.result
  }

  function cancelPairing() {
    const abandoned = pairing
    if (!abandoned) return
    pairing = undefined
    uri = undefined
    abandoned.cancel()
    if (!provider || !runtime) return
    runtime.expirePendingProposals(provider)
    // Unsubscribes the abandoned proposal's pairing topic: a wallet scanning the old QR reaches nobody.
    void provider.cleanupPendingPairings().catch(() => {})
  }

  async function connect(namespace?: ChainNamespace): Promise<WalletConnectSession> {
    const instance = await load()
    const session =
      currentSession() ?? (await pairUntilAnswered(instance, () => pairOnce(instance, options))).session
    if (namespace !== undefined && !session.namespaces.includes(namespace)) {
      throw new UnauthorizedProviderError({
        details: `The WalletConnect session has no ${namespace} account: the wallet did not approve ${namespace}. Disconnect and pair again to add it.`,
      })
    }
    return session
  }

  async function authenticate(
    parameters: WalletConnectAuthenticateParameters,
  ): Promise<WalletConnectAuthentication> {
    const instance = await load()
    const existing = currentSession()
    if (existing) return { session: existing, signIns: [] }
    return pairUntilAnswered(instance, () => pairOnce(instance, options, parameters))
  }

  async function restore(): Promise<WalletConnectSession | undefined> {
    await load()
    return currentSession()
  }

  async function disconnect(): Promise<void> {
    const instance = provider
    if (!instance?.session) return
    // Every adapter of the session disconnects at once (core ends the whole WalletConnect family): delete it once.
    disconnecting ??= (async () => {
      try {
        await instance.disconnect()
      } finally {
        instance.session = undefined
        disconnecting = undefined
        emit('disconnect', { reason: 'Disconnected by the app' })
      }
    })()
    return disconnecting
  }

  function connector(namespace: ChainNamespace): Connector {
    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: options.name ?? 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: namespace,
      chains,
      ...(options.imageUrl ? { imageUrl: options.imageUrl } : {}),
      getApprovedCaipNetworkIds: () => approvedCaipNetworkIdsOf(provider?.session, namespace),
    }
  }

  function handleOf(namespace: ChainNamespace): NamespaceProviderHandle {
    let handle = handles.get(namespace)
    if (!handle) {
      handle = createNamespaceProvider(namespace, {
        connect,
        restore,
        disconnect,
        universal: () => provider,
      })
      handles.set(namespace, handle)
    }
    return handle
  }

  const session = { connect, restore, disconnect, getSession: currentSession }
  /**
   * One per namespace and connector: the API each adapter speaks natively, over the shared session. Loaded with
   * import() on first use, so an app pays only for the namespaces it connects.
   */
  const facades = new Map<ChainNamespace, Promise<unknown>>()
  function facade<T>(namespace: ChainNamespace, create: () => Promise<T>): Promise<T> {
    let created = facades.get(namespace)
    if (!created) {
      created = create()
      created.catch(() => facades.delete(namespace))
      facades.set(namespace, created)
    }
    return created as Promise<T>
  }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    connector,
    forNamespace: (namespace) =>
      createConnectorSource(namespace, {
        entry: connector(namespace),
        provider: () => handleOf(namespace).provider,
        solanaWallet: () =>
          facade('solana', async () =>
            (await import('./solana/createWalletConnectSolanaWallet.js')).createWalletConnectSolanaWallet({
              session,
              provider: handleOf('solana').provider,
              networks: options.networks,
              name: options.name,
              imageUrl: options.imageUrl,
            }),
          ),
        cosmosWallet: () =>
          facade('cosmos', async () =>
            (await import('./cosmos/createWalletConnectCosmosWallet.js')).createWalletConnectCosmosWallet({
              session,
              provider: handleOf('cosmos').provider,
            }),
          ),
        polkadotExtension: () =>
          facade('polkadot', async () =>
            (
              await import('./polkadot/createWalletConnectPolkadotExtension.js')
            ).createWalletConnectPolkadotExtension({ session, provider: handleOf('polkadot').provider }),
          ),
        bitcoinClient: () =>
          facade('bip122', async () =>
            (await import('./bip122/createWalletConnectBitcoinClient.js')).createWalletConnectBitcoinClient({
              session,
              provider: handleOf('bip122').provider,
            }),
          ),
      }),
    provider: (namespace) => handleOf(namespace).provider,
    connect: () => connect(),
    authenticate,
    restore,
    disconnect,
    getSession: currentSession,
    getUri: () => uri,
    cancelPairing,
    setDefaults(values) {
      defaults.projectId ??= values.projectId
      defaults.relayUrl ??= values.relayUrl
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as Listener)
      listeners.set(event, set)
      return () => set.delete(listener as Listener)
    },
    async destroy() {
      destroyed = true
      listeners.clear()
      const instance = provider ?? (await loading?.catch(() => undefined))
      if (!instance || !runtime) return
      runtime.expirePendingProposals(instance)
      await runtime.stopUniversalProvider(instance)
    },
  }
}
