import {
  type Account,
  ChainNotSupportedError,
  defineNetwork,
  isUserRejection,
  WalletNotConnectedError,
} from '@walletport/core'
import { createCosmosTestWallet } from '@walletport/devnet'
import { answering, CONNECTOR, rejectionOf, useCosmosFixture } from '../../test/cosmosTestSetup.js'
import { toKeplrChainInfo } from '../toKeplrChainInfo.js'
import type { CosmosWindow } from '../types.js'

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

describe('switchNetwork to a chain the wallet does not know (chain suggestion)', () => {
  const single = useCosmosFixture({ walletChains: 1 })

  /** A wallet of its own that knows the first chain only, so that suggestions do not leak between tests. */
  async function freshWallet() {
    const [node] = single.fixture.nodes
    const page = new EventTarget() as CosmosWindow & EventTarget
    const wallet = await createCosmosTestWallet({
      chains: [{ chainId: node.chainId, rpcUrl: node.rpcUrl, bech32Prefix: node.bech32Prefix }],
      eventTarget: page,
    })
    return { wallet, page: Object.assign(page, { keplr: wallet }) }
  }

  async function connectedTo(page: CosmosWindow) {
    const adapter = await single.setup({ page })
    await adapter.connect({ connectorId: CONNECTOR, network: single.network })
    const seen: string[] = []
    adapter.on('networkChanged', (id) => seen.push(id))
    return { adapter, seen }
  }

  it('suggests the chain (ChainInfo from the network), then enables it and moves there', async () => {
    const { wallet, page } = await freshWallet()
    const { adapter, seen } = await connectedTo(page)
    await adapter.switchNetwork({ network: single.otherNetwork })
    expect(seen).toEqual([single.otherNetwork.caipNetworkId])
    expect(wallet.suggestedChains).toEqual([toKeplrChainInfo(single.otherNetwork)])
    expect(wallet.suggestedChains[0]).toMatchObject({
      chainId: 'walletport-local-2',
      rpc: single.fixture.nodes[1].rpcUrl,
      bech32Config: { bech32PrefixAccAddr: 'osmo' },
    })
    const { bech32Address } = await wallet.getKey('walletport-local-2')
    expect(await adapter.getBalance({ address: bech32Address, network: single.otherNetwork })).toMatchObject({
      symbol: 'OSMO',
    })
  })

  it('connect to a network the wallet does not know suggests it too', async () => {
    const { wallet, page } = await freshWallet()
    const adapter = await single.setup({ page })
    const { accounts } = await adapter.connect({ connectorId: CONNECTOR, network: single.otherNetwork })
    expect(accounts[0]!.address).toMatch(/^osmo1/)
    expect(wallet.suggestedChains.map((chain) => chain.chainId)).toEqual(['walletport-local-2'])
  })

  it('declined by the user: ChainNotSupportedError saying so (a user rejection), and it stays where it was', async () => {
    const { wallet, page } = await freshWallet()
    const { adapter, seen } = await connectedTo(page)
    wallet.setBehavior('reject', 'experimentalSuggestChain')
    const error = await rejectionOf(adapter.switchNetwork({ network: single.otherNetwork }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).message).toMatch(/^Chain is not supported/)
    expect((error as ChainNotSupportedError).details).toBe(
      'The wallet refused to add walletport-local-2 (experimentalSuggestChain): Request rejected',
    )
    expect(isUserRejection(error)).toBe(true)
    expect(seen).toEqual([])
    expect(wallet.enabledChains).toEqual([String(single.network.id)])
  })

  it('a wallet without experimentalSuggestChain: ChainNotSupportedError naming the missing method', async () => {
    const { page } = await freshWallet()
    const lacking = answering(page.keplr!, { experimentalSuggestChain: undefined })
    const { adapter, seen } = await connectedTo(Object.assign(page, { keplr: lacking }))
    const error = await rejectionOf(adapter.switchNetwork({ network: single.otherNetwork }))
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).details).toBe(
      'The wallet does not know walletport-local-2 and cannot be given it: expected experimentalSuggestChain, the wallet has none (There is no chain info for walletport-local-2)',
    )
    expect(isUserRejection(error)).toBe(false)
    expect(seen).toEqual([])
  })
})
