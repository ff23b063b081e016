import { InvalidWalletResponseError, type Network } from '@walletport/core'
import { localPolkadot } from '@walletport/core/networks'
import { toPolkadotAccounts } from './toPolkadotAccounts.js'

const ALICE = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'

// Issue 15, defect 3 on polkadot: connect (accounts.get), reconnect (accounts.get) and events
// (accounts.subscribe) all hand the extension's list to this one check.
describe('defect 3: every account an extension hands over is checked', () => {
  it.each([
    ['not a list', { address: ALICE }],
    ['null', null],
    ['an entry that is no object', [ALICE]],
    ['an address that is no SS58', [{ address: 'hello-not-an-address' }]],
    ['markup for an address', [{ address: '<img src=x onerror=alert(1)>' }]],
    ['an SS58 string with a broken checksum', [{ address: `${ALICE.slice(0, -1)}E` }]],
    ['an empty address', [{ address: '' }]],
    ['no address', [{ type: 'sr25519' }]],
  ])('defect 3: refuses %s with InvalidWalletResponseError naming the call', (_, value) => {
    const call = () => toPolkadotAccounts(value, localPolkadot as Network, 'accounts.subscribe')
    expect(call).toThrow(InvalidWalletResponseError)
    expect(call).toThrow(/accounts\.subscribe/)
  })

  it('keeps a valid account, in the network’s SS58 format, with its public key', () => {
    const [account] = toPolkadotAccounts(
      [{ address: ALICE, type: 'sr25519' }],
      localPolkadot as Network,
      'accounts.get',
    )
    expect(account).toMatchObject({
      type: 'eoa',
      keyType: 'sr25519',
      publicKey: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
  })
})
