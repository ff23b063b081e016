import { ChainNotSupportedError, defineNetwork, UserRejectedRequestError } from '@walletport/core'
import { announceEvmTestWallet, createEvmTestWallet } from '@walletport/devnet'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { localNetwork } from '../../test/startEvmFixture.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const env = useEvmFixture()
const [networkA, networkB] = env.networks

describe('switchNetwork', () => {
  it('asks the wallet to add a chain it does not know (4902), then switches to it', async () => {
    const { adapter, wallet } = await env.setup({ walletRpcUrls: { 31337: env.fixture.nodes[0].rpcUrl } })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const changes: string[] = []
    adapter.on('networkChanged', (id) => changes.push(id))
    await adapter.switchNetwork({ network: networkB })
    expect(wallet.chainId).toBe(31338)
    expect(changes).toEqual(['eip155:31338'])
  })

  it("fails with 'Chain is not supported' when the wallet cannot add the chain", async () => {
    const wsOnly = defineNetwork({
      ...networkB,
      rpcUrls: { default: { http: [], webSocket: [env.fixture.nodes[1].rpcUrl.replace('http', 'ws')] } },
    })
    const wallet = createEvmTestWallet({
      accounts: [env.fixture.nodes[0].accounts[1]!],
      rpcUrls: { 31337: env.fixture.nodes[0].rpcUrl },
      chainId: 31337,
    })
    const window = new EventTarget()
    announceEvmTestWallet(wallet, { window })
    const onlyA = createEvmAdapter({ networks: [networkA, wsOnly], window })
    await onlyA.init({ endpoints: {} })
    await onlyA.connect({ connectorId: TEST_WALLET, network: networkA })
    const error = await rejectionOf(onlyA.switchNetwork({ network: wsOnly }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as Error).message).toBe('Chain is not supported')
    expect(wallet.chainId).toBe(31337)
  })

  it("fails with 'Chain is not supported' for a network the adapter was not configured with, naming both", async () => {
    const { adapter } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const stranger = localNetwork(999, env.fixture.nodes[1].rpcUrl)
    const error = await rejectionOf(adapter.switchNetwork({ network: stranger }))
    expect((error as Error).message).toBe('Chain is not supported')
    expect((error as ChainNotSupportedError).details).toBe(
      "Expected one of the adapter's networks (eip155:31337, eip155:31338), received eip155:999",
    )
  })

  it('keeps a rejected switch a user rejection', async () => {
    const { adapter, wallet } = await env.setup()
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    wallet.setBehavior('reject')
    expect(await rejectionOf(adapter.switchNetwork({ network: networkB }))).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('needs a connected wallet', async () => {
    const { adapter } = await env.setup()
    await expect(adapter.switchNetwork({ network: networkB })).rejects.toThrow('No wallet is connected')
  })
})
