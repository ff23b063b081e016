import type { Wallet } from '@wallet-standard/base'
import { defineNetwork } from '@walletport/core'
import { localSolana } from '@walletport/core/networks'
import { createSolanaTestWallet, registerStandardWallet, type SolanaTestWallet } from '@walletport/devnet'
import { createSolanaAdapter } from '../src/createSolanaAdapter.js'
import type { SolanaAdapter, SolanaAdapterOptions } from '../src/types.js'
import { planSolanaFixture, type SolanaFixture } from './startSolanaFixture.js'

/** The id the devnet test wallet is listed under. */
export const TEST_WALLET_ID = 'wallet-standard:walletport-test-wallet'

export interface SetupParameters {
  name?: string
  authorized?: boolean
  /** Wraps the wallet before it registers (a wallet without a feature, or answering garbage…). */
  wrap?: (wallet: Wallet) => Wallet
  options?: Partial<SolanaAdapterOptions>
}

/**
 * Two local Solana chains for the test file, started before its tests and stopped after, and `setup`: a fresh test
 * wallet (funded on the first chain) registered on its own EventTarget, and an adapter watching it.
 */
export function useSolanaFixture() {
  const plan = planSolanaFixture()
  let fixture: SolanaFixture | undefined

  beforeAll(async () => {
    fixture = await plan.start()
  }, 30_000)
  afterAll(() => fixture?.stop())

  const started = () => {
    if (!fixture) throw new Error('the Solana fixture has not started')
    return fixture
  }

  async function setup(
    parameters: SetupParameters = {},
  ): Promise<{ adapter: SolanaAdapter; wallet: SolanaTestWallet; window: EventTarget }> {
    const wallet = createSolanaTestWallet({
      rpcUrls: {
        'solana:localnet': started().devnets[0].rpcUrl,
        'solana:devnet': started().devnets[1].rpcUrl,
      },
      ...(parameters.name && { name: parameters.name }),
      ...(parameters.authorized && { authorized: true }),
    })
    started().devnets[0].airdrop(wallet.address, 5_000_000_000n)
    const window = new EventTarget()
    registerStandardWallet(parameters.wrap ? parameters.wrap(wallet.wallet) : wallet.wallet, window)
    const adapter = createSolanaAdapter({ networks: plan.networks, window, ...parameters.options })
    await adapter.init({ endpoints: {} })
    return { adapter, wallet, window }
  }

  async function connected(parameters?: SetupParameters) {
    const made = await setup(parameters)
    const connectorId = made.adapter.getConnectors()[0]?.id ?? ''
    await made.adapter.connect({ connectorId, network: plan.networks[0] })
    return made
  }

  return {
    networks: plan.networks,
    get fixture() {
      return started()
    },
    setup,
    connected,
  }
}

/**
 * The local Solana network with an RPC URL where nothing listens: for operations that happen in the wallet and in
 * ed25519 only (connect, sign, sign in, disconnect), so that no node is started.
 */
export const offlineNetwork = defineNetwork({
  ...localSolana,
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

/** A fresh devnet test wallet (passed through `wrap`) registered on its own EventTarget, and an adapter watching it. */
export async function setupOffline(wrap: (wallet: Wallet) => Wallet = (wallet) => wallet) {
  const wallet = createSolanaTestWallet({ rpcUrl: offlineNetwork.rpcUrls.default.http[0]! })
  const window = new EventTarget()
  registerStandardWallet(wrap(wallet.wallet), window)
  const adapter = createSolanaAdapter({ networks: [offlineNetwork], window })
  await adapter.init({ endpoints: {} })
  return { adapter, wallet, window }
}

/** {@link setupOffline}, connected on `offlineNetwork`. */
export async function connectedOffline(wrap?: (wallet: Wallet) => Wallet) {
  const made = await setupOffline(wrap)
  await made.adapter.connect({ connectorId: made.adapter.getConnectors()[0]!.id, network: offlineNetwork })
  return made
}

/** A copy of a Wallet Standard wallet with some features replaced or removed (undefined removes). */
export function withFeatures(wallet: Wallet, features: Record<string, unknown>): Wallet {
  const merged = Object.fromEntries(
    Object.entries({ ...wallet.features, ...features }).filter(([, feature]) => feature !== undefined),
  )
  return {
    version: wallet.version,
    name: wallet.name,
    icon: wallet.icon,
    chains: wallet.chains,
    features: merged,
    get accounts() {
      return wallet.accounts
    },
  }
}
