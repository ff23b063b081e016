import { encodeAddress } from '@polkadot/util-crypto'
import { localPolkadot } from '@walletport/core/networks'
import { describeChainAdapter } from '@walletport/core/testing'
import { createPolkadotAdapter } from '../src/createPolkadotAdapter.js'
import { type PolkadotFixture, startPolkadotFixture } from './startPolkadotFixture.js'

let fixture: PolkadotFixture

beforeAll(async () => {
  fixture = await startPolkadotFixture()
}, 120_000)

afterAll(() => fixture?.stop(), 30_000)

describeChainAdapter(
  'adapter-polkadot (chopsticks, Rococo Asset Hub runtime)',
  () => createPolkadotAdapter(fixture.adapterOptions()),
  {
    network: localPolkadot,
    connectorId: 'walletport-test',
    // A fresh account: the transfer creates it (the amount is above the existential deposit).
    recipient: encodeAddress(new Uint8Array(32).fill(0x42), 2),
    amount: 1_000_000_000_000n,
    // Alice's address with its last character changed: the SS58 checksum rule must catch it.
    invalidAddress: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74G',
    wallet: { setBehavior: (behavior) => fixture.extension.setBehavior(behavior) },
    // The injected-extension API has no chain event and one network here, so no chainChanged or walletNetwork.
    walletEvents: {
      accountsChanged: (addresses) =>
        fixture.extension.emitAccounts(addresses.map((address) => ({ address, type: 'sr25519' }))),
      // Extensions end a site's access by sending it no accounts (they have no disconnect event).
      disconnect: () => fixture.extension.emitAccounts([]),
    },
    expectedFee: (receipt) => expect(receipt.fee).toBeGreaterThan(0n),
    supportsHistory: true,
    timeoutMs: 60_000,
  },
)
