import {
  createPolkadotTestExtension,
  injectPolkadotTestExtension,
  type PolkadotDevnet,
  type PolkadotTestExtension,
  startPolkadotDevnet,
} from '@walletport/devnet'
import type { PolkadotAdapterOptions, PolkadotWindow } from '../src/types.js'

export interface PolkadotFixture {
  devnet: PolkadotDevnet
  extension: PolkadotTestExtension
  /** The page stand-in the extension is injected into. */
  window: PolkadotWindow
  /** Adapter options pointing at the devnet: its node and its Subscan-compatible indexer. */
  adapterOptions(overrides?: Partial<PolkadotAdapterOptions>): PolkadotAdapterOptions
  stop(): Promise<void>
}

/** chopsticks (once per test file: it takes seconds), the test extension injected into a window stand-in. */
export async function startPolkadotFixture(): Promise<PolkadotFixture> {
  const devnet = await startPolkadotDevnet()
  const { localPolkadot } = await import('@walletport/core/networks')
  const extension = await createPolkadotTestExtension()
  const window: PolkadotWindow = {}
  injectPolkadotTestExtension(window, extension)
  return {
    devnet,
    extension,
    window,
    adapterOptions: (overrides = {}) => ({
      networks: [localPolkadot],
      window,
      rpcUrls: { [localPolkadot.caipNetworkId]: devnet.wsUrl },
      history: { urls: { [localPolkadot.caipNetworkId]: devnet.indexer.apiUrl }, pageSize: 2 },
      discoveryMs: 0,
      ...overrides,
    }),
    stop: () => devnet.stop(),
  }
}
