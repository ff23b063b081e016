import type { UniversalProvider } from '@walletconnect/universal-provider'
import {
  type ChainNamespace,
  ConnectionCancelledError,
  type Connector,
  UnauthorizedProviderError,
} from '@walletport/core'
import { approvedCaipNetworkIdsOf } from './approvedCaipNetworkIdsOf.js'
import { createConnectorSource } from './createConnectorSource.js'
import { createNamespaceProvider, type NamespaceProviderHandle } from './createNamespaceProvider.js'
import type { WalletConnectAuthenticateParameters, WalletConnectAuthentication } from './pairOnce.js'
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

const isProposalExpiry = (error: unknown) =>
  /expired/i.test(String((error as { message?: unknown } | undefined)?.message))

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
  let pairing: { result: Promise<WalletConnectAuthentication>; cancel(): void } | undefined
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

  /**
   * One pairing at a time, until the wallet answers: an expired URI just means nobody scanned in time. A pairing
   * `cancelPairing` abandoned rejects at once; if its wallet approves later, that session is deleted.
   */
  function pairUntilAnswered(attempt: () => Promise<WalletConnectAuthentication>) {
    if (pairing) return pairing.result
    let abandoned = false
    let cancel = () => {}
    const cancelled = new Promise<never>((_, reject) => {
      cancel = () => {
        abandoned = true
        reject(
          new ConnectionCancelledError({
            connectorId: WALLET_CONNECT_CONNECTOR_ID,
            details: 'Pairing abandoned',
          }),
        )
      }
    })
    const run = (async () => {
      for (;;) {
        try {
          const result = await attempt()
          if (abandoned) {
            void closeAbandonedSession(result.session.topic)
            throw new ConnectionCancelledError({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
          }
          emit('session', result.session)
          return result
        } catch (error) {
          if (isProposalExpiry(error) && !destroyed && !abandoned) continue
          throw error
        }
      }
    })()
    const current = {
      result: Promise.race([run, cancelled]).finally(() => {
        if (pairing === current) {
          pairing = undefined
          uri = undefined
        }
      }),
      cancel,
    }
    run.catch(() => {})
    pairing = current
    return current.result
  }

  /** A session approved for a pairing the app had abandoned: deleted on the relay, never used. */
  async function closeAbandonedSession(topic: string) {
    const instance = provider
    if (!instance) return
    try {
      await instance.client.disconnect({
        topic,
        reason: { code: 6000, message: 'Pairing abandoned by the app' },
      })
    } catch (error) {
      console.warn('WalletPort: deleting an abandoned WalletConnect session failed', error)
    }
    if (instance.session?.topic === topic) instance.session = undefined
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
    const session = currentSession() ?? (await pairUntilAnswered(() => pairOnce(instance, options))).session
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
    return pairUntilAnswered(() => pairOnce(instance, options, parameters))
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
