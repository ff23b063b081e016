import type { AdapterOf } from '../adapter/registeredAdapters.js'
import type { ChainAdapter } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import { createEventBus } from '../events/createEventBus.js'
import type { WalletPortEvents } from '../events/walletPortEvents.js'
import { createStorage } from '../storage/createStorage.js'
import { cancelConnect } from './connection/cancelConnect.js'
import { connect } from './connection/connect.js'
import { createConnectionOperations } from './connection/createConnectionOperations.js'
import { followOtherTabs } from './connection/followOtherTabs.js'
import { forgetStoredSessions } from './connection/forgetStoredSessions.js'
import { persistActiveAccounts } from './connection/persistActiveAccounts.js'
import { persistConnectedAddresses } from './connection/persistConnectedAddresses.js'
import { refreshConnectors } from './connection/refreshConnectors.js'
import { setActiveAccount } from './connection/setActiveAccount.js'
import { setAuthAccount } from './connection/setAuthAccount.js'
import { syncConnections } from './connection/syncConnections.js'
import { watchAdapters } from './connection/watchAdapters.js'
import { watchConnectorOrder } from './connection/watchConnectorOrder.js'
import { type ClientContext, getActiveChain, getAdapter } from './context.js'
import { createInitialState } from './createInitialState.js'
import { createPlatform } from './createPlatform.js'
import { resetTransactions } from './history/resetTransactions.js'
import { withLazyActions } from './loadLazyActions.js'
import { isUnsupportedChain } from './networks/isUnsupportedChain.js'
import { removeChain } from './networks/removeChain.js'
import { removeNetwork } from './networks/removeNetwork.js'
import { watchAddressExplorerUrl } from './networks/watchAddressExplorerUrl.js'
import type { WalletPortOptions } from './options.js'
import { resolveOptions } from './resolveOptions.js'
import { checkProjectConfiguration } from './router/checkProjectConfiguration.js'
import { closeAlert } from './router/closeAlert.js'
import { closeModal } from './router/closeModal.js'
import { dismissToast } from './router/dismissToast.js'
import { leaveView } from './router/leaveView.js'
import { openModal } from './router/openModal.js'
import { push } from './router/push.js'
import { replace } from './router/replace.js'
import { resetView } from './router/resetView.js'
import { selectWallet } from './router/selectWallet.js'
import { showAlert } from './router/showAlert.js'
import { showToast } from './router/showToast.js'
import { createStore } from './store.js'
import { setLocale } from './theme/setLocale.js'
import { setThemeMode } from './theme/setThemeMode.js'
import { setThemeVariables } from './theme/setThemeVariables.js'
import { createTtlCache } from './ttlCache.js'
import type { WalletPortClient } from './WalletPortClient.js'
import { callWallet } from './wallet/callWallet.js'
import { getTargetNamespace } from './wallet/getActiveAccount.js'
import { watchAccount } from './watchAccount.js'

/**
 * Creates the headless client an app (and ui-react) drives. Start-up order: adapters initialised → connectors
 * listed → (UI mounted by the app) → existing connections synced; `ready` resolves after the sync.
 */
export function createWalletPort(options: WalletPortOptions): WalletPortClient {
  const resolved = resolveOptions(options)
  const platform = createPlatform(options.platform)
  const storage = options.storage ?? createStorage()
  const context: ClientContext = {
    options: resolved,
    store: createStore(createInitialState(resolved, options.initialState)),
    adapters: new Map<ChainNamespace, ChainAdapter>(
      resolved.adapters.map((adapter) => [adapter.namespace, adapter]),
    ),
    storage,
    events: createEventBus<WalletPortEvents>(),
    platform,
    cache: createTtlCache(platform.now),
    connections: createConnectionOperations(),
  }
  const cleanups: (() => void)[] = []
  let destroyed = false

  /** An adapter whose init fails or times out is reported and left out of nothing: the others go on. */
  async function initAdapter(adapter: ChainAdapter): Promise<void> {
    try {
      await callWallet(
        () =>
          adapter.init({
            ...(resolved.projectId === undefined ? {} : { projectId: resolved.projectId }),
            endpoints: resolved.endpoints,
          }),
        { operation: `init of the ${adapter.namespace} adapter`, timeoutMs: resolved.timeouts.init },
      )
    } catch (error) {
      console.error(`WalletPort: the ${adapter.namespace} adapter failed to start`, error)
    }
  }

  async function start(): Promise<void> {
    await Promise.all(resolved.adapters.map(initAdapter))
    if (platform.isMobile()) {
      // Before the first list, so a phone never shows the full list inside a wallet's own browser.
      context.findInAppBrowserWallet = await import('../connectors/findInAppBrowserWallet.js').then(
        (module) => module.findInAppBrowserWallet,
        (error: unknown) => {
          console.error('WalletPort: the in-app browser rules did not load; every wallet is listed', error)
          return undefined
        },
      )
    }
    if (destroyed) return
    refreshConnectors(context)
    cleanups.push(watchAddressExplorerUrl(context))
    cleanups.push(watchAdapters(context))
    cleanups.push(watchConnectorOrder(context))
    // A server render has no wallet to ask: the request's initial state stays as it came, for the whole render.
    if (options.initialState && platform.isServer?.()) return
    await syncConnections(context, () => destroyed)
    if (destroyed) return
    cleanups.push(persistConnectedAddresses(context))
    cleanups.push(persistActiveAccounts(context))
    cleanups.push(followOtherTabs(context))
    checkProjectConfiguration(context)
    cleanups.push(watchAccount(context))
    // Only apps that list their allowed origins load the check (and its fetch) at all.
    if (resolved.endpoints.allowedOrigins !== undefined) {
      await (await import('./router/checkAllowedOrigins.js')).checkAllowedOrigins(context)
    }
  }

  const ready = start()
  ready.catch((error: unknown) => console.error('WalletPort failed to start', error))

  return {
    options: resolved,
    events: context.events,
    storage,
    ready,
    getState: () => context.store.getState(),
    subscribe: context.store.subscribe,

    open: (parameters) => void openModal(context, parameters),
    close: () => void leaveView(context, 'close'),
    router: {
      push: (view, data) => push(context, view, data),
      replace: (view, data) => replace(context, view, data),
      goBack: () => void leaveView(context, 'back'),
      reset: (view) => resetView(context, view),
    },
    showToast: (message, variant) => void showToast(context, message, variant),
    dismissToast: (id) => dismissToast(context, id),
    showAlert: (alert) => showAlert(context, alert),
    closeAlert: () => closeAlert(context),
    setAuthAccount: (parameters) => setAuthAccount(context, parameters),
    setActiveAccount: (parameters) => setActiveAccount(context, parameters),
    setThemeMode: (mode) => setThemeMode(context, mode),
    setThemeVariables: (variables) => setThemeVariables(context, variables),
    setLocale: (locale) => setLocale(context, locale),

    selectWallet: (wallet, parameters) => selectWallet(context, wallet, parameters),
    async connect(parameters) {
      await connect(context, parameters)
      const state = context.store.getState()
      // A background connect (another namespace of a session) leaves the modal alone: the user may have opened it since.
      if (!state.modal.open || parameters.activate === false) return
      if (isUnsupportedChain(state, resolved)) replace(context, 'UnsupportedChain')
      else if (!resolved.siwx) closeModal(context)
    },
    cancelConnect: (parameters) => cancelConnect(context, parameters),
    async disconnect(parameters) {
      // Taken now: a connect the app starts while this code loads is newer and wins (see disconnect's calledAt).
      const calledAt = context.connections.newestId()
      try {
        await withLazyActions((actions) => actions.disconnect(context, parameters ?? {}, { calledAt }))
      } catch (error) {
        showToast(context, 'Failed to disconnect', 'error')
        throw error
      }
    },

    forgetAll() {
      // Storage goes at once, so a reload from here on restores nothing; a connect the app starts meanwhile is newer.
      const calledAt = context.connections.newestId()
      forgetStoredSessions(context)
      return withLazyActions((actions) => actions.endAllSessions(context, { calledAt }))
    },

    switchNetwork: (network) => withLazyActions((actions) => actions.switchNetwork(context, network)),
    removeNetwork: (caipNetworkId) => removeNetwork(context, caipNetworkId),
    removeChain: (namespace) => removeChain(context, namespace),

    // The map is keyed by each adapter's own namespace, which is what the registered type stands for.
    getAdapter: <N extends ChainNamespace>(namespace: N) => getAdapter(context, namespace) as AdapterOf<N>,
    getNamespaceInfo: (namespace) => context.adapters.get(namespace)?.namespaceInfo,
    getProvider: <T>(namespace?: ChainNamespace) =>
      getAdapter(context, getTargetNamespace(context, namespace)).getProvider() as T | undefined,
    getConnectors: () => context.store.getState().connectors,

    fetchBalance: (namespace) => withLazyActions((actions) => actions.fetchBalance(context, namespace)),
    fetchIdentity: (namespace) => withLazyActions((actions) => actions.fetchIdentity(context, namespace)),
    fetchTokenBalances: (namespace) =>
      withLazyActions((actions) => actions.fetchTokenBalances(context, namespace)),
    getNfts: (namespace) => withLazyActions((actions) => actions.getNfts(context, namespace)),

    signMessage: ({ message, namespace }) =>
      withLazyActions((actions) => actions.signMessage(context, { message, namespace })),
    sendTransaction: (parameters) =>
      withLazyActions((actions) => actions.sendTransaction(context, parameters)),

    siwx: {
      requestSignIn: () => withLazyActions((actions) => actions.requestSignIn(context)),
      cancel: () => withLazyActions((actions) => actions.cancelSignIn(context)),
      async getSessions() {
        const chain = getActiveChain(context.store.getState())
        const chainId = chain?.networkState.caipNetwork?.caipNetworkId
        const address = chain?.accountState.address
        if (!resolved.siwx || !chainId || !address) return []
        return resolved.siwx.getSessions(chainId, address)
      },
    },

    fetchTransactions: () => withLazyActions((actions) => actions.fetchTransactions(context)),
    resetTransactions: () => resetTransactions(context),

    names: {
      lookup: (name) => withLazyActions((actions) => actions.lookupName(context, name)),
      suggestions: (name) => withLazyActions((actions) => actions.getNameSuggestions(context, name)),
      reverseLookup: (address) => withLazyActions((actions) => actions.reverseLookupNames(context, address)),
      register: (name) => withLazyActions((actions) => actions.registerName(context, name)),
    },

    destroy() {
      destroyed = true
      for (const cleanup of cleanups.splice(0)) cleanup()
      context.events.clear()
    },
  }
}
