import { RpcRequestError } from '@walletport/core'
import { Wallet } from 'ethers'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { deploy, testTokenCreationCode } from '../../test/testContracts.js'

const env = useEvmFixture()
const [networkA] = env.networks
const deployer = () => env.fixture.nodes[0].accounts[9]!.address
const transferAbi = ['function transfer(address to, uint256 amount) returns (bool)']
let token: string

beforeAll(async () => {
  token = await deploy(env.fixture.nodes[0].rpcUrl, deployer(), testTokenCreationCode(5_000_000n))
})

describe('writeContract', () => {
  it('writeContract encodes the call from the ABI and sends it through the wallet', async () => {
    const { adapter, address, wallet } = await env.setup({
      index: 9,
      options: { tokens: { [networkA.caipNetworkId]: [{ address: token }] } },
    })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const recipient = Wallet.createRandom().address
    const { hash } = await adapter.writeContract({
      network: networkA,
      address: token,
      abi: transferAbi,
      functionName: 'transfer',
      args: [recipient, 1_500_000n],
    })
    expect((await adapter.waitForTransaction({ hash, network: networkA })).status).toBe('success')
    const [balance] = await adapter.getTokenBalances({ address: recipient, network: networkA })
    expect(balance?.quantity.numeric).toBe('1.5')
    expect(address).toBe(wallet.addresses[0])
  })

  it("maps a node's JSON-RPC error (the gas estimate of a reverting call) to 'RPC Request failed.'", async () => {
    const { adapter } = await env.setup({ index: 2 })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const error = await rejectionOf(
      adapter.writeContract({
        network: networkA,
        address: token,
        abi: transferAbi,
        functionName: 'transfer',
        args: [deployer(), 1n],
      }),
    )
    expect(error).toBeInstanceOf(RpcRequestError)
    expect((error as Error).message).toBe('RPC Request failed.')
    expect((error as RpcRequestError).details).toContain('eth_estimateGas')
  })
})
