import { bitcoinRegtest } from '@walletport/core/networks'
import { describeChainAdapter } from '@walletport/core/testing'
import {
  type BitcoinNode,
  type BitcoinTestWallet,
  createBitcoinTestWallet,
  registerBitcoinTestWallet,
  startBitcoinNode,
} from '@walletport/devnet'
import { createBitcoinAdapter } from '../src/createBitcoinAdapter.js'

// A real bcoin regtest node (in memory) behind the devnet's Esplora API; blocks are mined while the mempool is full.
const page = new EventTarget() as EventTarget & Record<string, unknown>
let node: BitcoinNode
let wallet: BitcoinTestWallet

beforeAll(async () => {
  node = await startBitcoinNode({ initialBlocks: 0, autoMineMs: 200 })
  wallet = createBitcoinTestWallet({ esploraUrl: node.esploraUrl })
  registerBitcoinTestWallet(wallet, { window: page, walletStandard: false })
}, 60_000)

afterAll(() => node?.stop())

describeChainAdapter(
  'adapter-bitcoin',
  () =>
    createBitcoinAdapter({
      networks: [bitcoinRegtest],
      window: page,
      esploraUrl: node.esploraUrl,
      confirmation: { pollMs: 200 },
    }),
  {
    network: bitcoinRegtest,
    connectorId: 'WalletPortTestBitcoin.BitcoinProvider',
    recipient: 'bcrt1qg6g8rlcqexpaxud46ft20g9dacsg946gek4jlz',
    amount: 1_234_567n,
    invalidAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    wallet: { setBehavior: (behavior) => wallet.setBehavior(behavior) },
    // One network here (regtest), so no chainChanged or walletNetwork.
    walletEvents: {
      // The payment account (the one the suite connects with) reported with the address given.
      accountsChanged: ([address]) =>
        wallet.emitAccountChange(address === wallet.accounts.payment.address ? undefined : address),
      // The wallet renounces the site: sats-connect's disconnect event; the next connect asks again.
      disconnect: () => wallet.revoke(),
    },
    // 30 coinbase rewards to the payment address (history spans two Esplora pages), then 100 blocks to mature them.
    beforeConnect: async () => {
      await node.mine(30, wallet.accounts.payment.address)
      await node.mine(100)
    },
    // One p2wpkh input, recipient + change: 11 + 68 + 31 + 31 = 141 vB at the node's 2 sat/vB estimate.
    expectedFee: (receipt) => expect(receipt.fee).toBe(282n),
    supportsHistory: true,
    timeoutMs: 60_000,
  },
)
