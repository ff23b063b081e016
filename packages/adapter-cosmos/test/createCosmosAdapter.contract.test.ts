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
    // Keplr's API has no chain event and no wallet-side current chain (each call names its chain id), so no
    // chainChanged or walletNetwork hook: the suite says those checks were not run.
    walletEvents: {
      // A keystore change whose getKey answers with the address given (the selected account's when it is its).
      accountsChanged: ([address]) => {
        const own = fixture.wallet.accounts[fixture.wallet.selectedIndex]?.address
        fixture.wallet.emitKeystoreChange(address === own ? undefined : address)
      },
      // The user removes the site's access in the wallet: getKey fails from then on, until the next connect.
      disconnect: async () => {
        await fixture.wallet.disable()
        fixture.wallet.emitKeystoreChange()
      },
    },
    expectedFee: (receipt) => expect(receipt.fee).toBeGreaterThan(0n),
    supportsHistory: true,
  },
)
