import { UserRejectedRequestError } from '@walletport/core'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('signMessage', () => {
  it('signs text that looks like hex as text: verifyMessage accepts it for the text only', async () => {
    const { adapter, address } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const message = '0xdeadbeef'
    const signature = await adapter.signMessage({ message, address, network: networkA })
    expect(await adapter.verifyMessage({ message, signature, address, network: networkA })).toBe(true)
    expect(
      await adapter.verifyMessage({
        message: '\u00de\u00ad\u00be\u00ef',
        signature,
        address,
        network: networkA,
      }),
    ).toBe(false)
  })

  it('a refusal in the wallet is UserRejectedRequestError', async () => {
    const { adapter, address, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    expect(
      await rejectionOf(adapter.signMessage({ message: 'm', address, network: networkA })),
    ).toBeInstanceOf(UserRejectedRequestError)
  })

  it('needs a connected wallet', async () => {
    const { adapter, address } = await env.setup()
    await expect(adapter.signMessage({ message: 'm', address, network: networkA })).rejects.toThrow(
      'No wallet is connected on eip155',
    )
  })
})
