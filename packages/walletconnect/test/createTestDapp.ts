import {
  type AppMetadata,
  type ChainAdapter,
  createDefaultSiwx,
  createMemoryStorageBackend,
  createStorage,
  createWalletPort,
  defineNetwork,
  getSiwxVerifier,
  type Network,
  type WalletPortClient,
  type WalletPortStorage,
} from '@walletport/core'
import type { WalletConnectTestWallet } from '@walletport/devnet'
import { connectWalletConnect } from '../src/connectWalletConnect.js'
import { createWalletConnectConnector } from '../src/createWalletConnectConnector.js'
import type { WalletConnectConnector, WalletConnectStorage } from '../src/types.js'
import { watchWalletConnect } from '../src/watchWalletConnect.js'
import { createMemoryKeyValueStorage } from './createMemoryKeyValueStorage.js'

export const testMetadata = {
  name: 'WalletPort test',
  description: 'dapp',
  url: 'http://127.0.0.1',
  icons: [],
}

export interface TestDapp {
  client: WalletPortClient
  walletConnect: WalletConnectConnector
  close(): Promise<void>
}

export interface CreateTestDappParameters {
  networks: readonly Network[]
  relayUrl: string
  /** The adapters, each listing `walletConnect.forNamespace(…)`. */
  adapters(walletConnect: WalletConnectConnector): ChainAdapter[]
  storage?: WalletConnectStorage
  coreStorage?: WalletPortStorage
  storagePrefix?: string
  enableWalletConnect?: boolean
  /** The relay as the client's `endpoints.relay` (default); false leaves it unset (the hosted relay). */
  relayOnClient?: boolean
  /** Sign-in with WalletPort's default SIWX for http://127.0.0.1:5173/. */
  siwx?: boolean
  metadata?: AppMetadata
}

const open = new Set<TestDapp>()

/** The devnet's EVM chain (31337) on the node at `rpcUrl`. */
export function testEvmNetwork(rpcUrl: string): Network {
  return defineNetwork({
    id: 31337,
    chainNamespace: 'eip155',
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}

/**
 * A dapp for the relay tests: the client with the given adapters sharing one WalletConnect connector (in-memory
 * storage unless given), driven by `watchWalletConnect`. `closeTestDapps` ends every one still open.
 */
export function createTestDapp(parameters: CreateTestDappParameters): TestDapp {
  const walletConnect = createWalletConnectConnector({
    networks: parameters.networks,
    metadata: parameters.metadata ?? testMetadata,
    storage: parameters.storage ?? createMemoryKeyValueStorage(),
    storagePrefix: parameters.storagePrefix ?? `dapp-${crypto.randomUUID()}`,
  })
  const adapters = parameters.adapters(walletConnect)
  const storage = parameters.coreStorage ?? createStorage({ backend: createMemoryStorageBackend() })
  const client = createWalletPort({
    adapters,
    networks: [...parameters.networks] as [Network, ...Network[]],
    metadata: parameters.metadata ?? testMetadata,
    storage,
    ...(parameters.siwx
      ? {
          siwx: createDefaultSiwx({
            storage,
            verify: getSiwxVerifier({ adapters }),
            domain: '127.0.0.1:5173',
            uri: 'http://127.0.0.1:5173/',
            statement: 'Sign in to the WalletPort test dapp',
          }),
        }
      : {}),
    ...(parameters.relayOnClient === false ? {} : { endpoints: { relay: parameters.relayUrl } }),
    ...(parameters.enableWalletConnect === undefined
      ? {}
      : { enableWalletConnect: parameters.enableWalletConnect }),
  })
  const unwatch = watchWalletConnect(client, walletConnect)
  const dapp: TestDapp = {
    client,
    walletConnect,
    async close() {
      if (!open.delete(dapp)) return
      unwatch()
      await client.ready.catch(() => {})
      client.destroy()
      await walletConnect.destroy()
    },
  }
  open.add(dapp)
  return dapp
}

export async function closeTestDapps(): Promise<void> {
  await Promise.allSettled([...open].map((dapp) => dapp.close()))
}

/** `connectWalletConnect` as an app calls it: the wallet pairs with the URI it shows, then every namespace connects. */
export async function connectThroughWallet(dapp: TestDapp, wallet: WalletConnectTestWallet): Promise<void> {
  await dapp.client.ready
  const pairing = new Promise<string>((resolve) => dapp.walletConnect.on('uri', resolve))
  const connecting = connectWalletConnect(dapp.client, dapp.walletConnect)
  await wallet.pair(await pairing)
  await connecting
}

/**
 * What a page reload does: a dapp connects through `wallet`, closes, and a new one starts on the same storages
 * (WalletConnect's and core's). Resolves with the new one once its start (and reconnect) is done.
 */
export async function reloadAfterConnecting(
  create: (storages: Pick<CreateTestDappParameters, 'storage' | 'coreStorage' | 'storagePrefix'>) => TestDapp,
  wallet: WalletConnectTestWallet,
): Promise<TestDapp> {
  const storages = {
    storage: createMemoryKeyValueStorage(),
    coreStorage: createStorage({ backend: createMemoryStorageBackend() }),
    storagePrefix: `dapp-${crypto.randomUUID()}`,
  }
  const first = create(storages)
  await connectThroughWallet(first, wallet)
  await first.close()
  const second = create(storages)
  await second.client.ready
  return second
}
