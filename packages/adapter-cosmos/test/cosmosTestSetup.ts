import { toBech32 } from '@cosmjs/encoding'
import type { Network } from '@walletport/core'
import { createCosmosAdapter } from '../src/createCosmosAdapter.js'
import type { CosmosAdapter, CosmosAdapterOptions, CosmosWindow, KeplrLikeProvider } from '../src/types.js'
import { type CosmosFixture, planCosmosFixture } from './startCosmosFixture.js'

/** The connector the devnet's test wallet is found under: it is installed as `window.keplr`, as Keplr is. */
export const CONNECTOR = 'keplr'
/** A fresh account of the first chain (no funds, no history). */
export const stranger = toBech32('cosmos', new Uint8Array(20).fill(0x33))
/** A valid account of another chain (prefix osmo): the first chain's prefix rule must catch it. */
export const osmoAddress = toBech32('osmo', new Uint8Array(20).fill(1))

export async function rejectionOf(run: Promise<unknown> | (() => Promise<unknown>)): Promise<unknown> {
  try {
    await (typeof run === 'function' ? run() : run)
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

/** `wallet` with some methods answering what is given instead (garbage answers, missing methods…). */
export function answering(
  wallet: KeplrLikeProvider,
  answers: Partial<Record<keyof KeplrLikeProvider, unknown>>,
): KeplrLikeProvider {
  const wrapped = Object.create(wallet) as Record<string, unknown>
  for (const [method, answer] of Object.entries(answers)) {
    wrapped[method] = answer === undefined ? undefined : async () => answer
  }
  return wrapped as unknown as KeplrLikeProvider
}

/**
 * Two fixture-backed cosmos nodes for the test file (the devnet's test wallet knows the first, or both with
 * `walletChains: 2`), started before its tests and stopped after, and `setup`: an adapter on the fixture's page
 * (or on `page`, a page of the test's own), initialised and disconnected after each test.
 */
export function useCosmosFixture({ walletChains = 1 }: { walletChains?: 1 | 2 } = {}) {
  const plan = planCosmosFixture()
  const [network, otherNetwork] = plan.networks as [Network, Network]
  let fixture: CosmosFixture | undefined
  const adapters: CosmosAdapter[] = []

  beforeAll(async () => {
    fixture = await plan.start({ walletChains })
  }, 30_000)
  afterAll(() => fixture?.stop())
  beforeEach(() => started().wallet.resetBehavior())
  afterEach(async () => {
    await Promise.all(adapters.splice(0).map((adapter) => adapter.disconnect()))
  })

  function started(): CosmosFixture {
    if (!fixture) throw new Error('the cosmos fixture has not started')
    return fixture
  }

  async function setup({
    page,
    ...options
  }: { page?: CosmosWindow } & Partial<CosmosAdapterOptions> = {}): Promise<CosmosAdapter> {
    const adapter = createCosmosAdapter({
      networks: plan.networks,
      window: page ?? started().window,
      ...options,
    })
    adapters.push(adapter)
    await adapter.init({ endpoints: {} })
    return adapter
  }

  /** A page of the test's own with `provider` installed as Keplr. */
  function pageWith(provider: KeplrLikeProvider): CosmosWindow & EventTarget {
    return Object.assign(new EventTarget(), { keplr: provider })
  }

  async function connected(options: Parameters<typeof setup>[0] = {}) {
    const adapter = await setup(options)
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR, network })
    return { adapter, address: accounts[0]!.address }
  }

  return {
    network,
    otherNetwork,
    networks: plan.networks,
    get fixture() {
      return started()
    },
    setup,
    pageWith,
    connected,
  }
}
