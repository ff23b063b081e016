import { HttpRequestError, TimeoutError } from '@walletport/core'
import { evmRpc } from '@walletport/devnet'
import { rejectionOf, TEST_WALLET, useEvmFixture } from '../../test/evmTestSetup.js'
import { localNetwork } from '../../test/startEvmFixture.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('waitForTransaction', () => {
  it("gives up waiting for a receipt after timeoutMs with 'The request took too long to respond.'", async () => {
    const { adapter } = await env.setup({ options: { confirmation: { timeoutMs: 300 } } })
    const started = Date.now()
    const error = await rejectionOf(
      adapter.waitForTransaction({ hash: `0x${'ab'.repeat(32)}`, network: networkA }),
    )
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toBe('The request took too long to respond.')
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('waits for the configured number of confirmations', async () => {
    const { adapter } = await env.setup({ options: { confirmation: { confirmations: 3, timeoutMs: 400 } } })
    await adapter.connect({ connectorId: TEST_WALLET, network: networkA })
    const { hash } = await adapter.sendTransaction({
      network: networkA,
      to: env.fixture.nodes[0].accounts[7]!.address,
      value: 1n,
    })
    expect(await rejectionOf(adapter.waitForTransaction({ hash, network: networkA }))).toBeInstanceOf(
      TimeoutError,
    )
    await evmRpc(env.fixture.nodes[0].rpcUrl, 'anvil_mine', ['0x2'])
    expect((await adapter.waitForTransaction({ hash, network: networkA })).status).toBe('success')
  })

  it('retries a failing receipt request up to `retries` times, then surfaces the error', async () => {
    const dead = localNetwork(31337, 'http://127.0.0.1:9')
    const adapter = createEvmAdapter({ networks: [dead], confirmation: { retries: 1, timeoutMs: 5_000 } })
    const error = await rejectionOf(
      adapter.waitForTransaction({ hash: `0x${'ab'.repeat(32)}`, network: dead }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
  })
})
