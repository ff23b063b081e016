import { defineNetwork, HttpRequestError } from '@walletport/core'
import { rejectionOf, useEvmFixture } from '../../test/evmTestSetup.js'
import { localNetwork } from '../../test/startEvmFixture.js'
import { createEvmAdapter } from '../createEvmAdapter.js'

const env = useEvmFixture()
const [networkA] = env.networks

describe('getBalance', () => {
  it("maps an unreachable node to 'HTTP request failed.'", async () => {
    const dead = localNetwork(31337, 'http://127.0.0.1:9')
    const adapter = createEvmAdapter({ networks: [dead], window: new EventTarget() })
    const error = await rejectionOf(
      adapter.getBalance({ address: env.fixture.nodes[0].accounts[0]!.address, network: dead }),
    )
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as Error).message).toBe('HTTP request failed.')
  })

  it('reads balances through the hosted RPC proxy URL when `rpc.url` is set', async () => {
    const adapter = createEvmAdapter({
      networks: env.networks,
      rpc: { url: 'http://127.0.0.1:9', projectId: 'p1' },
    })
    const error = await rejectionOf(
      adapter.getBalance({ address: env.fixture.nodes[0].accounts[0]!.address, network: networkA }),
    )
    expect((error as HttpRequestError).url).toBe('http://127.0.0.1:9/v1/?chainId=eip155%3A31337&projectId=p1')
  })

  it("formats balances with the network's decimals and symbol", async () => {
    const { adapter, address } = await env.setup()
    const sixDecimals = defineNetwork({
      ...networkA,
      nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 },
    })
    const balance = await adapter.getBalance({ address, network: sixDecimals })
    expect(balance.symbol).toBe('SIX')
    expect(balance.decimals).toBe(6)
    const whole = balance.value / 1_000_000n
    expect(balance.formatted.startsWith(`${whole}.`) || balance.formatted === `${whole}`).toBe(true)
  })
})
