import { hashMessage } from 'ethers'
import { useEvmFixture } from '../../test/evmTestSetup.js'
import { approvedHashAccountCreationCode, deploy } from '../../test/testContracts.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('verifyMessage', () => {
  it('verifyMessage asks an ERC-1271 contract account when the signature is not an EOA one', async () => {
    const message = 'approved by the account'
    const account = await deploy(
      env.fixture.nodes[0].rpcUrl,
      env.fixture.nodes[0].accounts[9]!.address,
      approvedHashAccountCreationCode(hashMessage(message)),
    )
    const adapter = createEvmAdapter({ networks: env.networks })
    expect(
      await adapter.verifyMessage({ message, signature: '0x', address: account, network: networkA }),
    ).toBe(true)
    expect(
      await adapter.verifyMessage({ message: 'other', signature: '0x', address: account, network: networkA }),
    ).toBe(false)
  })

  it('verifyMessage is false for a malformed signature of an EOA', async () => {
    const adapter = createEvmAdapter({ networks: env.networks })
    const address = env.fixture.nodes[0].accounts[0]!.address
    expect(
      await adapter.verifyMessage({ message: 'm', signature: '0x1234', address, network: networkA }),
    ).toBe(false)
  })
})
