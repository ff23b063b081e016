import { WalletNotConnectedError } from '@walletport/core'
import {
  bindAdapter,
  bindLazyActions,
  createAdapterEmitter,
  createConnectionSlot,
  haveConnectorsChanged,
  pageWindow,
  providerFromSources,
} from '@walletport/core/adapter'
import { loadPolkadotAddress } from './accounts/loadPolkadotAccounts.js'
import type { ApiPool } from './api/createApiPool.js'
import type { PolkadotConnection, PolkadotContext } from './context.js'
import { scanInjectedExtensions } from './discovery/scanInjectedExtensions.js'
import { watchInjectedExtensions } from './discovery/watchInjectedExtensions.js'
import type { TrackedExtrinsic } from './transactions/submitExtrinsic.js'
import type {
  InjectedWindowProvider,
  PolkadotAdapter,
  PolkadotAdapterOptions,
  PolkadotWindow,
} from './types.js'

const TRACKED_LIMIT = 100

/**
 * The polkadot ChainAdapter for every extension that injects into `window.injectedWeb3` (polkadot.js, Talisman,
 * SubWallet, Nova, Enkrypt, Fearless, PolkaGate…) and for extra sources such as WalletConnect. Connecting talks to
 * the extension only; @polkadot/api is imported, and one ApiPromise per node opened, on the first chain query.
 * Connect and reconnect load with the first choice or restore of a wallet (`./connectActions`), the node pool with
 * the first chain query (`./api/nodeApis`), so the page's first chunk holds discovery alone.
 */
export function createPolkadotAdapter(options: PolkadotAdapterOptions): PolkadotAdapter {
  const networks = options.networks.filter((network) => network.chainNamespace === 'polkadot')
  const tracked = new Map<string, TrackedExtrinsic>()
  const actions = () => import('./lazyActions.js')
  let connectModule: typeof import('./connectActions.js') | undefined
  const connecting = async () => {
    connectModule ??= await import('./connectActions.js')
    return connectModule
  }
  const nodeApis = () => import('./api/nodeApis.js')
  let apis: Promise<ApiPool> | undefined
  const apiPool = () => {
    apis ??= nodeApis().then(({ createApiPool }) =>
      createApiPool({
        minDelayMs: options.reconnect?.minDelayMs ?? 500,
        maxDelayMs: options.reconnect?.maxDelayMs ?? 30_000,
        requestTimeoutMs: options.requestTimeoutMs,
      }),
    )
    return apis
  }
  let target: PolkadotWindow | undefined
  let stopWatching: (() => void) | undefined

  const context: PolkadotContext = {
    options,
    networks,
    appName: options.appName ?? 'WalletPort',
    emitter: createAdapterEmitter(),
    slot: createConnectionSlot<PolkadotConnection>('polkadot'),
    async closeApis() {
      if (apis) await (await apis).close()
    },
    tracked,
    track(extrinsic) {
      tracked.set(extrinsic.hash, extrinsic)
      for (const hash of [...tracked.keys()].slice(0, Math.max(0, tracked.size - TRACKED_LIMIT)))
        tracked.delete(hash)
    },
    ended: new Set(),
    client: { endpoints: {} },
    connectors: [],
    rescan() {
      const found = [
        ...scanInjectedExtensions(target),
        ...(options.connectors ?? []).flatMap((source) => source.getConnectors()),
      ]
      if (!haveConnectorsChanged(context.connectors, found)) return
      context.connectors = found
      context.emitter.emit('connectorsChanged', found)
    },
    async providerOf(connectorId) {
      if (!context.connectors.some((connector) => connector.id === connectorId)) context.rescan()
      const injected = context.connectors.find(
        (connector) => connector.id === connectorId && connector.type === 'INJECTED',
      )
      if (injected?.provider) return injected.provider as InjectedWindowProvider
      return providerFromSources(options.connectors, connectorId)
    },
    apiFor: async (network) =>
      (await nodeApis()).apiForNetwork(await apiPool(), network, options, context.client),
  }

  return {
    namespace: 'polkadot',
    defaultAccountType: 'eoa',
    ...bindAdapter(context, {
      actions: {},
      load: actions,
      lazy: ['verifyMessage', 'sendTransaction', 'estimateTransfer', 'getIdentity'],
    }),
    ...bindLazyActions(context, connecting, ['connect', 'reconnect']),
    async init(client) {
      context.client = client
      stopWatching?.()
      target = options.window ?? pageWindow<PolkadotWindow>()
      context.rescan()
      stopWatching = watchInjectedExtensions(target, () => context.rescan(), options.discoveryMs ?? 10_000)
    },
    validateAddress: async ({ address }) => {
      ;(await loadPolkadotAddress()).decodePolkadotAddress(address)
    },
    getProvider() {
      const connection = context.slot.get()
      if (!connection) return undefined
      const version = context.connectors.find((connector) => connector.id === connection.connectorId)?.info
        ?.version
      return { ...connection.extension, name: connection.connectorId, ...(version ? { version } : {}) }
    },
    getSigner: () => {
      const connection = context.slot.require()
      // Only connect and reconnect (connectActions) make a connection, so their module is loaded by now.
      if (!connectModule) throw new WalletNotConnectedError({ namespace: 'polkadot' })
      return connectModule.connectedSigner(context, connection)
    },
    ...(options.history?.urls ? bindLazyActions(context, actions, ['getHistory']) : {}),
    getApi: (network) => context.apiFor(network),
  } satisfies PolkadotAdapter
}
