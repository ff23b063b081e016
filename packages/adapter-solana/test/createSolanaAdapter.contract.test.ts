import { describeChainAdapter } from '@walletport/core/testing'
import { createSolanaAdapter } from '../src/createSolanaAdapter.js'
import { planSolanaFixture, type SolanaFixture } from './startSolanaFixture.js'

const plan = planSolanaFixture()
const [network, otherNetwork] = plan.networks
let fixture: SolanaFixture

beforeAll(async () => {
  fixture = await plan.start()
}, 30_000)

afterAll(() => fixture?.stop())

describeChainAdapter(
  'adapter-solana',
  () => createSolanaAdapter({ networks: plan.networks, window: fixture.window }),
  {
    network,
    otherNetwork,
    connectorId: 'wallet-standard:walletport-test-wallet',
    recipient: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
    amount: 1_234_567n,
    invalidAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRd0',
    wallet: { setBehavior: (behavior) => fixture.wallet.setBehavior(behavior) },
    // Wallet Standard has no chain event and no wallet-side network (the chain goes with each request), so no
    // chainChanged or walletNetwork hook: the suite says those checks were not run.
    walletEvents: {
      accountsChanged: (addresses) =>
        fixture.wallet.emitChange({
          accounts: addresses.map((address) => ({
            address,
            publicKey: new Uint8Array(32),
            chains: fixture.wallet.wallet.chains,
            features: [],
          })),
        }),
      // The wallet revokes the site (change with no accounts); the next connect asks again.
      disconnect: () => fixture.wallet.revoke(),
    },
    beforeConnect: async () => {
      for (const devnet of fixture.devnets) devnet.airdrop(fixture.wallet.address, 10_000_000_000n)
    },
    // A validator charges 5 000 lamports per signature; a transfer has one.
    expectedFee: (receipt) => expect(receipt.fee).toBe(5_000n),
    supportsHistory: true,
  },
)
