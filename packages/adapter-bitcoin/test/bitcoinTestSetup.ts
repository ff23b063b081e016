import { bitcoinRegtest, bitcoinTestnet } from '@walletport/core/networks'
import {
  type BitcoinNode,
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  registerBitcoinTestWallet,
  startBitcoinNode,
} from '@walletport/devnet'
import { createBitcoinAdapter } from '../src/createBitcoinAdapter.js'
import type { BitcoinAdapter, BitcoinAdapterOptions } from '../src/types.js'

export const network = bitcoinRegtest
export const recipient = 'bcrt1qg6g8rlcqexpaxud46ft20g9dacsg946gek4jlz'
/** The ids the devnet test wallet is found under: its sats-connect provider, and its Wallet Standard name. */
export const satsConnectId = 'WalletPortTestBitcoin.BitcoinProvider'
export const standardId = 'wallet-standard:walletport-test-wallet'

export interface SetupParameters extends Partial<BitcoinAdapterOptions> {
  /** The wallet's private keys (hex); the devnet's funded defaults when absent. */
  keys?: { payment: string; ordinals: string }
  walletStandard?: boolean
}

export interface EsploraTxJson {
  fee: number
  weight: number
  vin: { prevout: { value: number; scriptpubkey_address: string } }[]
  vout: { value: number; scriptpubkey_address: string }[]
}

/**
 * A real bcoin regtest node behind the devnet's Esplora API for the test file (the default wallet funded with
 * mature coinbase rewards; a block every 100 ms while the mempool holds transactions unless `autoMine` is false),
 * and `setup`: the devnet's Bitcoin test wallet injected into a fresh page, and an adapter.
 */
export function useBitcoinNode({ autoMine = true }: { autoMine?: boolean } = {}) {
  // Funding, mining and a send on the node take seconds on a loaded 2-core machine: past jest's 5 s default.
  jest.setTimeout(30_000)
  let node: BitcoinNode | undefined

  const started = () => {
    if (!node) throw new Error('the bitcoin node has not started')
    return node
  }

  function setup({ keys, walletStandard = true, ...options }: SetupParameters = {}) {
    const page = new EventTarget() as EventTarget & Record<string, unknown>
    const wallet: BitcoinTestWallet = createBitcoinTestWallet({
      esploraUrl: started().esploraUrl,
      ...(keys && { keys }),
    })
    const registered = registerBitcoinTestWallet(wallet, { window: page, walletStandard })
    const adapter: BitcoinAdapter = createBitcoinAdapter({
      networks: [bitcoinRegtest, bitcoinTestnet],
      window: page,
      esploraUrl: started().esploraUrl,
      confirmation: { pollMs: 100, timeoutMs: 30_000 },
      ...options,
    })
    return { page, wallet, registered, adapter }
  }

  async function connectedSetup(parameters: SetupParameters = {}, connectorId = satsConnectId) {
    const made = setup(parameters)
    await made.adapter.init({ endpoints: {} })
    await made.adapter.connect({ connectorId, network })
    return made
  }

  beforeAll(async () => {
    node = await startBitcoinNode({ initialBlocks: 0, ...(autoMine && { autoMineMs: 100 }) })
    const { wallet } = setup()
    await node.mine(5, wallet.accounts.payment.address)
    await node.mine(100)
  }, 60_000)

  afterAll(() => node?.stop())

  async function esploraTx(txid: string): Promise<EsploraTxJson> {
    return (await fetch(`${started().esploraUrl}/tx/${txid}`)).json() as Promise<EsploraTxJson>
  }

  return {
    get node() {
      return started()
    },
    setup,
    connectedSetup,
    esploraTx,
  }
}
