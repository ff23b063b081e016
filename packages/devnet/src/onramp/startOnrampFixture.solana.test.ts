import { Connection, Keypair } from '@solana/web3.js'
import { createHttpOnrampProvider } from '@walletport/core/onramp'
import { type SolanaDevnet, startSolanaDevnet } from '../solana/startSolanaDevnet.js'
import { postCheckout, settledStatus, TEST_CARD } from './payTestCheckout.js'
import { type OnrampFixture, startOnrampFixture } from './startOnrampFixture.js'

describe('startOnrampFixture selling SOL on the local SVM', () => {
  let solana: SolanaDevnet
  let fixture: OnrampFixture
  beforeAll(async () => {
    solana = await startSolanaDevnet()
    fixture = await startOnrampFixture({
      id: 'ramp',
      name: 'Ramp',
      feePercent: 1.9,
      prices: { SOL: 150 },
      chains: [{ kind: 'solana', caipNetworkId: 'solana:localnet', symbol: 'SOL', rpcUrl: solana.rpcUrl }],
      processingMs: 10,
    })
  }, 30_000)
  afterAll(async () => {
    await fixture?.stop()
    await solana?.stop()
  })

  const provider = () => createHttpOnrampProvider({ id: 'ramp', name: 'Ramp', url: fixture.url })
  const sol = { network: 'solana:localnet', symbol: 'SOL', decimals: 9 } as const

  it('quotes in lamports with its fee and pays a new address out once the test card is accepted', async () => {
    expect(await provider().getAssets()).toEqual([sol])
    const quote = await provider().getQuote({ asset: sol, fiat: 'USD', fiatAmount: '30' })
    expect(quote).toMatchObject({ provider: 'ramp', fee: '0.57' })
    // (30 - 0.57) USD at 150 USD per SOL, in lamports.
    expect(quote.cryptoAmount).toBe(196_200_000n)

    const buyer = Keypair.generate().publicKey
    const session = await provider().createSession({ quote, address: buyer.toBase58() })
    expect((await postCheckout(session.url, TEST_CARD)).status).toBe(200)
    const status = await settledStatus(provider(), session.id)
    expect(status).toMatchObject({
      status: 'done',
      transactionHash: expect.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/),
    })

    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const signature = (status as { transactionHash: string }).transactionHash
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    await connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
    expect(BigInt(await connection.getBalance(buyer))).toBe(quote.cryptoAmount)
  })

  it('refuses a session for an address that is not a Solana address, naming it', async () => {
    const quote = await provider().getQuote({ asset: sol, fiat: 'USD', fiatAmount: '20' })
    const evmAddress = '0x000000000000000000000000000000000000dEaD'
    await expect(provider().createSession({ quote, address: evmAddress })).rejects.toThrow(
      `${evmAddress} is no SOL address`,
    )
  })
})
