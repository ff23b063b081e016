import {
  type Account,
  ChainNotSupportedError,
  defineNetwork,
  WalletNotConnectedError,
} from '@walletport/core'
import { rejectionOf, useCosmosFixture } from '../../test/cosmosTestSetup.js'

const env = useCosmosFixture({ walletChains: 2 })

describe('switchNetwork', () => {
  it('moves the wallet to the other chain: networkChanged, and accountsChanged with the address of its prefix', async () => {
    const { adapter, address } = await env.connected()
    const networks: string[] = []
    const accounts: (readonly Account[])[] = []
    adapter.on('networkChanged', (id) => networks.push(id))
    adapter.on('accountsChanged', (next) => accounts.push(next))
    await adapter.switchNetwork({ network: env.otherNetwork })
    expect(networks).toEqual([env.otherNetwork.caipNetworkId])
    expect(accounts).toHaveLength(1)
    expect(accounts[0]![0]!.address).toMatch(/^osmo1/)
    expect(accounts[0]![0]!.address).not.toBe(address)
    const signature = await adapter.signMessage({
      message: 'on osmo',
      address: accounts[0]![0]!.address,
      network: env.otherNetwork,
    })
    expect(
      await adapter.verifyMessage({
        message: 'on osmo',
        signature,
        address: accounts[0]![0]!.address,
        network: env.otherNetwork,
      }),
    ).toBe(true)
  })

  it('a send on the other network moves the wallet there first', async () => {
    const { adapter } = await env.connected()
    const seen: string[] = []
    adapter.on('networkChanged', (id) => seen.push(id))
    const to = env.fixture.nodes[1].accounts[1]!.address
    const { hash } = await adapter.sendTransaction({ network: env.otherNetwork, to, value: 1n })
    expect(seen).toEqual([env.otherNetwork.caipNetworkId])
    expect((await adapter.waitForTransaction({ hash, network: env.otherNetwork })).status).toBe('success')
  })

  it("refuses a network that is not the adapter's", async () => {
    const { adapter } = await env.connected()
    const foreign = defineNetwork({ ...env.network, id: 'elsewhere-1', caipNetworkId: 'cosmos:elsewhere-1' })
    expect(await rejectionOf(adapter.switchNetwork({ network: foreign }))).toBeInstanceOf(
      ChainNotSupportedError,
    )
  })

  it('without a connection fails with WalletNotConnectedError', async () => {
    const adapter = await env.setup()
    expect(await rejectionOf(adapter.switchNetwork({ network: env.otherNetwork }))).toBeInstanceOf(
      WalletNotConnectedError,
    )
  })
})

describe('switchNetwork to a chain the wallet lacks', () => {
  const single = useCosmosFixture({ walletChains: 1 })

  it('fails with ChainNotSupportedError and stays where it was', async () => {
    const { adapter } = await single.connected()
    const seen: string[] = []
    adapter.on('networkChanged', (id) => seen.push(id))
    expect(await rejectionOf(adapter.switchNetwork({ network: single.otherNetwork }))).toBeInstanceOf(
      ChainNotSupportedError,
    )
    expect(seen).toEqual([])
  })
})
