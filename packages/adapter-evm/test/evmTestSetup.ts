import {
  announceEvmTestWallet,
  createEvmTestWallet,
  type EvmIndexer,
  startEvmIndexer,
} from '@walletport/devnet'
import { createEvmAdapter } from '../src/createEvmAdapter.js'
import type { EvmAdapterOptions } from '../src/types.js'
import { type EvmFixture, planEvmFixture } from './startEvmFixture.js'

/** The id the devnet test wallet announces itself under (its EIP-6963 rdns). */
export const TEST_WALLET = 'dev.walletport.testwallet'

/** A provider the devnet can announce (listeners required). */
type AnnouncedProvider = Parameters<typeof announceEvmTestWallet>[0]

export interface SetupParameters {
  /** Which devnet account the wallet holds (tests of one file use different ones). Default 1. */
  index?: number
  chainId?: number
  walletRpcUrls?: Record<number, string>
  eip5792?: boolean
  authorized?: boolean
  options?: Partial<EvmAdapterOptions>
  /** Wraps the wallet before it is announced (a wallet answering garbage…). */
  wrap?: (wallet: AnnouncedProvider) => AnnouncedProvider
}

/**
 * Two anvil nodes (chains 31337 and 31338) for the test file, started before its tests and stopped after, and
 * `setup`: a fresh devnet test wallet announced into a fresh EventTarget, and an adapter on it.
 */
export function useEvmFixture({ indexer: withIndexer = false }: { indexer?: boolean } = {}) {
  const plan = planEvmFixture()
  let fixture: EvmFixture | undefined
  let indexer: EvmIndexer | undefined

  beforeAll(async () => {
    fixture = await plan.start()
    if (withIndexer) indexer = await startEvmIndexer({ chains: fixture.nodes })
  }, 30_000)

  afterAll(async () => {
    await indexer?.stop()
    await fixture?.stop()
  })

  const started = () => {
    if (!fixture) throw new Error('the EVM fixture has not started')
    return fixture
  }
  const rpcUrls = () => ({ 31337: started().nodes[0].rpcUrl, 31338: started().nodes[1].rpcUrl })

  async function setup({
    index = 1,
    chainId = 31337,
    walletRpcUrls = rpcUrls(),
    eip5792 = true,
    authorized = false,
    options = {},
    wrap = (wallet) => wallet,
  }: SetupParameters = {}) {
    const wallet = createEvmTestWallet({
      accounts: [started().nodes[0].accounts[index]!],
      rpcUrls: walletRpcUrls,
      chainId,
      eip5792,
      authorized,
    })
    const window = new EventTarget()
    announceEvmTestWallet(wrap(wallet), { window })
    const adapter = createEvmAdapter({ networks: plan.networks, window, ...options })
    await adapter.init({ endpoints: {} })
    return { wallet, adapter, window, address: wallet.addresses[0]! }
  }

  return {
    networks: plan.networks,
    get fixture() {
      return started()
    },
    get indexer() {
      if (!indexer) throw new Error('the indexer was not asked for')
      return indexer
    },
    rpcUrls,
    setup,
  }
}

/** What `promise` rejected with; fails the test when it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

/**
 * A wallet that answers `answers[method]` for those methods and passes everything else to `wallet`; its event
 * listeners are kept in `listeners`, so a test can fire what a broken wallet would.
 */
export function answering(wallet: AnnouncedProvider, answers: Record<string, unknown>) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>()
  const provider: AnnouncedProvider = {
    request: async (args) => (args.method in answers ? answers[args.method] : wallet.request(args)),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return wallet.on(event, listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return wallet.removeListener(event, listener)
    },
  }
  const fire = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args)
  }
  return { provider, fire, listeners }
}
