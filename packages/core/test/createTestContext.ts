import type { ChainAdapter } from '../src/adapter/types.js'
import type { ChainNamespace } from '../src/caip/types.js'
import { createConnectionOperations } from '../src/client/connection/createConnectionOperations.js'
import type { ClientContext } from '../src/client/context.js'
import { createInitialState } from '../src/client/createInitialState.js'
import type { Platform, WalletPortOptions } from '../src/client/options.js'
import { resolveOptions } from '../src/client/resolveOptions.js'
import { createStore } from '../src/client/store.js'
import { createTtlCache } from '../src/client/ttlCache.js'
import { createEventBus } from '../src/events/createEventBus.js'
import type { WalletPortEvents } from '../src/events/walletPortEvents.js'
import { localEvm, localEvm2, localSolana } from '../src/networks/index.js'
import type { Network } from '../src/networks/types.js'
import { createMemoryStorageBackend } from '../src/storage/createMemoryStorageBackend.js'
import { createStorage } from '../src/storage/createStorage.js'
import { createMemoryAdapter } from '../src/testing/createMemoryAdapter.js'

export interface TestContextParameters {
  adapters?: readonly ChainAdapter[]
  networks?: readonly [Network, ...Network[]]
  options?: Partial<WalletPortOptions>
  platform?: Partial<Platform>
}

/**
 * A real client context (store, bus, cache, storage in memory) for tests of client actions. By default two
 * memory adapters: eip155 (local EVM 31337 and 31338) and solana (local), with 'Memory Wallet' on both.
 */
export function createTestContext(parameters: TestContextParameters = {}): ClientContext & {
  clock: { now: number }
} {
  const adapters = parameters.adapters ?? [
    createMemoryAdapter({ networks: [localEvm, localEvm2] }),
    createMemoryAdapter({ namespace: 'solana', networks: [localSolana] }),
  ]
  const networks =
    parameters.networks ??
    (adapters.flatMap((adapter) => adapter.networks) as unknown as readonly [Network, ...Network[]])
  const clock = { now: 1_700_000_000_000 }
  const options = resolveOptions({
    adapters,
    networks,
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    ...parameters.options,
  })
  const platform: Platform = {
    isMobile: () => false,
    origin: () => 'http://127.0.0.1:5173',
    now: () => clock.now,
    fetch: (() => Promise.reject(new Error('No fetch in this test context'))) as typeof fetch,
    ...parameters.platform,
  }
  const adapterMap = new Map<ChainNamespace, ChainAdapter>(
    adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  return {
    clock,
    options,
    store: createStore(createInitialState(options)),
    adapters: adapterMap,
    storage: options.storage ?? createStorage({ backend: createMemoryStorageBackend() }),
    events: createEventBus<WalletPortEvents>(),
    platform,
    cache: createTtlCache(() => clock.now),
    connections: createConnectionOperations(),
  }
}
