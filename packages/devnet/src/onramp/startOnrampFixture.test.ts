import { createHttpOnrampProvider } from '@walletport/core/onramp'
import { evmRpc } from '../evm/evmRpc.js'
import { type EvmNode, startEvmNode } from '../evm/startEvmNode.js'
import { DECLINED_CARD, postCheckout, settledStatus, TEST_CARD } from './payTestCheckout.js'
import { type OnrampFixture, startOnrampFixture } from './startOnrampFixture.js'

describe('startOnrampFixture with core’s HTTP on-ramp provider', () => {
  let node: EvmNode
  let fixture: OnrampFixture
  beforeAll(async () => {
    node = await startEvmNode()
    fixture = await startOnrampFixture({
      id: 'ramp',
      name: 'Ramp',
      feePercent: 1.5,
      prices: { ETH: 2_500 },
      chains: [
        {
          kind: 'evm',
          caipNetworkId: 'eip155:31337',
          symbol: 'ETH',
          rpcUrl: node.rpcUrl,
          faucet: node.accounts[9]!.address,
        },
      ],
      processingMs: 10,
    })
  }, 30_000)
  afterAll(async () => {
    await fixture?.stop()
    await node?.stop()
  })

  const provider = () => createHttpOnrampProvider({ id: 'ramp', name: 'Ramp', url: fixture.url })
  const eth = { network: 'eip155:31337', symbol: 'ETH', decimals: 18 } as const

  it('lists what it sells and quotes with a fee in the 1–2 % range', async () => {
    expect(await provider().getAssets()).toEqual([eth])
    const quote = await provider().getQuote({ asset: eth, fiat: 'USD', fiatAmount: '100' })
    expect(quote).toMatchObject({
      provider: 'ramp',
      fee: '1.50',
      cryptoAmount: (9_850n * 10n ** 18n) / 250_000n,
    })
  })

  it('refuses bad requests naming the problem', async () => {
    await expect(provider().getQuote({ asset: eth, fiat: 'EUR', fiatAmount: '100' })).rejects.toThrow(
      'Ramp: only USD is accepted, received EUR',
    )
    await expect(provider().getQuote({ asset: eth, fiat: 'USD', fiatAmount: '5' })).rejects.toThrow(
      'amount must be between 10 and 10000 USD, received 5',
    )
    await expect(
      provider().getQuote({ asset: { ...eth, symbol: 'BTC' }, fiat: 'USD', fiatAmount: '50' }),
    ).rejects.toThrow('BTC on eip155:31337 is not sold here')
  })

  it('funds the address once the checkout is paid with the test card, and follows the status to done', async () => {
    const buyer = node.accounts[3]!.address
    const quote = await provider().getQuote({ asset: eth, fiat: 'USD', fiatAmount: '50' })
    const session = await provider().createSession({ quote, address: buyer })
    expect(session.url).toBe(`${fixture.url}/checkout/${session.id}`)
    expect(await provider().getStatus({ id: session.id })).toEqual({ status: 'pending' })
    const before = BigInt(await evmRpc<string>(node.rpcUrl, 'eth_getBalance', [buyer, 'latest']))
    expect((await postCheckout(session.url, '1111 2222 3333 4444')).status).toBe(400)
    expect((await postCheckout(session.url, TEST_CARD)).status).toBe(200)
    expect(await settledStatus(provider(), session.id)).toMatchObject({
      status: 'done',
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    const after = BigInt(await evmRpc<string>(node.rpcUrl, 'eth_getBalance', [buyer, 'latest']))
    expect(after - before).toBe(quote.cryptoAmount)
    expect((await postCheckout(session.url, TEST_CARD)).status).toBe(409)
  })

  it('fails the purchase on the declined test card', async () => {
    const quote = await provider().getQuote({ asset: eth, fiat: 'USD', fiatAmount: '20' })
    const session = await provider().createSession({ quote, address: node.accounts[4]!.address })
    expect((await postCheckout(session.url, DECLINED_CARD)).status).toBe(402)
    expect(await provider().getStatus({ id: session.id })).toEqual({
      status: 'failed',
      reason: 'card declined',
    })
  })
})
