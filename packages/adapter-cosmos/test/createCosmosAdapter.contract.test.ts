import { toBech32 } from '@cosmjs/encoding'
import { describeChainAdapter } from '@walletport/core/testing'
import { createCosmosAdapter } from '../src/createCosmosAdapter.js'
import { type CosmosFixture, planCosmosFixture } from './startCosmosFixture.js'

const plan = planCosmosFixture()
const [network, otherNetwork] = plan.networks
let fixture: CosmosFixture

beforeAll(async () => {
  fixture = await plan.start()
}, 30_000)

afterAll(() => fixture?.stop())

describeChainAdapter(
  'adapter-cosmos (fixture-backed node)',
  () => createCosmosAdapter({ networks: plan.networks, window: fixture.window }),
  {
    network,
    otherNetwork,
    connectorId: 'keplr',
    // A fresh account: the transfer creates it on the ledger.
    recipient: toBech32('cosmos', new Uint8Array(20).fill(0x42)),
    amount: 12_345n,
    // A valid bech32 account of another chain: the prefix rule must catch it.
    invalidAddress: toBech32('osmo', new Uint8Array(20)),
    wallet: { setBehavior: (behavior) => fixture.wallet.setBehavior(behavior) },
    expectedFee: (receipt) => expect(receipt.fee).toBeGreaterThan(0n),
    supportsHistory: true,
  },
)
