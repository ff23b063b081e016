import { UserRejectedRequestError } from '@walletport/core'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA] = env.networks

const typedData = {
  domain: { name: 'WalletPort', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'balance', type: 'uint256' },
    ],
  },
  primaryType: 'Person',
  message: { name: 'Alice', balance: 10n ** 20n },
} as const

// verifyTypedData is checked here too: what it accepts is what signTypedData made.
describe('signTypedData and verifyTypedData', () => {
  it('signTypedData signs with eth_signTypedData_v4 and verifyTypedData accepts it, refusing another message', async () => {
    const { adapter, address } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const signature = await adapter.signTypedData({ typedData })
    expect(await adapter.verifyTypedData({ typedData, signature, address, network: networkA })).toBe(true)
    const altered = { ...typedData, message: { name: 'Mallory', balance: 1n } }
    expect(await adapter.verifyTypedData({ typedData: altered, signature, address, network: networkA })).toBe(
      false,
    )
  })

  it('signTypedData rejected in the wallet fails with UserRejectedRequestError', async () => {
    const { adapter, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    expect(await rejectionOf(adapter.signTypedData({ typedData }))).toBeInstanceOf(UserRejectedRequestError)
  })
})
