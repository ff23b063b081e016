import { describeChainAdapter } from '@walletport/core/testing'
import { defaultEvmMnemonic, deriveEvmAccounts, type EvmIndexer, startEvmIndexer } from '@walletport/devnet'
import { createEvmAdapter } from '../src/createEvmAdapter.js'
import { type EvmFixture, planEvmFixture } from './startEvmFixture.js'

const plan = planEvmFixture()
const [network, otherNetwork] = plan.networks
let fixture: EvmFixture
let indexer: EvmIndexer

beforeAll(async () => {
  fixture = await plan.start()
  indexer = await startEvmIndexer({ chains: fixture.nodes })
}, 30_000)

afterAll(async () => {
  await indexer?.stop()
  await fixture?.stop()
})

describeChainAdapter(
  'adapter-evm',
  () => createEvmAdapter({ networks: plan.networks, window: fixture.window, historyApiUrl: indexer.apiUrl }),
  {
    network,
    otherNetwork,
    connectorId: 'dev.walletport.testwallet',
    recipient: deriveEvmAccounts(defaultEvmMnemonic)[5]!.address,
    amount: 12_345_000_000_000n,
    // The first account with one letter's case flipped: a broken EIP-55 checksum.
    invalidAddress: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    wallet: { setBehavior: (behavior) => fixture.wallet.setBehavior(behavior) },
    walletEvents: {
      // EIP-1193's event with the addresses exactly as given (the suite's invalid one has a broken checksum).
      accountsChanged: (addresses) => fixture.wallet.emit('accountsChanged', addresses),
      // The wallet's own switch (its prompt approves): its chain moves and it emits chainChanged.
      chainChanged: async (target) => {
        await fixture.wallet.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${Number(target.id).toString(16)}` }],
        })
      },
      // The wallet loses its connection (EIP-1193 disconnect), then comes back for the next connect.
      disconnect: () => {
        fixture.wallet.disconnect()
        fixture.wallet.reconnect()
      },
    },
    walletNetwork: () => `eip155:${fixture.wallet.chainId}`,
    supportsHistory: true,
  },
)
