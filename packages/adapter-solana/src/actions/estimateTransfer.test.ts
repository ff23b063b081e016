import { Keypair } from '@solana/web3.js'
import { mintTokens, openTokenAccount } from '../../test/mintTokens.js'
import { useSolanaFixture } from '../../test/solanaTestSetup.js'

const env = useSolanaFixture()
const [network] = env.networks

describe('estimateTransfer and SPL transfers', () => {
  it('quotes a SOL transfer at the fee the runtime charges, and the rent-exempt minimum for a new account', async () => {
    const { adapter, wallet } = await env.connected()
    const fresh = Keypair.generate().publicKey.toBase58()
    const quote = await adapter.estimateTransfer({ network, to: fresh, value: 1n })
    expect(quote).toEqual({ fee: 5_000n, minimum: 890_880n, reserve: 0n })
    const before = (await adapter.getBalance({ address: wallet.address, network })).value
    const { hash } = await adapter.sendTransaction({ network, to: fresh, value: 1_000_000n })
    await adapter.waitForTransaction({ hash, network })
    expect((await adapter.getBalance({ address: wallet.address, network })).value).toBe(
      before - 1_000_000n - quote.fee,
    )
    expect(await adapter.estimateTransfer({ network, to: fresh, value: 1n })).toMatchObject({ minimum: 1n })
  })

  it('sends SPL tokens between token accounts, and quotes the rent of an associated account still to open', async () => {
    const { adapter, wallet } = await env.connected()
    const payer = Keypair.generate()
    env.fixture.devnets[0].airdrop(payer.publicKey.toBase58(), 1_000_000_000n)
    const mint = await mintTokens(network, payer, wallet.keypair.publicKey, 2_000_000n, 6)
    const recipient = Keypair.generate().publicKey
    const quoteNew = await adapter.estimateTransfer({
      network,
      to: recipient.toBase58(),
      value: 750_000n,
      token: mint,
    })
    expect(quoteNew.fee).toBe(5_000n + 2_039_280n)
    await openTokenAccount(network, payer, mint, recipient)
    const quote = await adapter.estimateTransfer({
      network,
      to: recipient.toBase58(),
      value: 750_000n,
      token: mint,
    })
    expect(quote).toEqual({ fee: 5_000n, minimum: 1n, reserve: 0n })
    const { hash } = await adapter.sendTransaction({
      network,
      to: recipient.toBase58(),
      value: 750_000n,
      token: mint,
    })
    expect(await adapter.waitForTransaction({ hash, network })).toMatchObject({ status: 'success' })
    const { adapter: reader } = await env.setup({
      options: { tokens: { [network.caipNetworkId]: [{ mint, symbol: 'TST', name: 'Test Token' }] } },
    })
    const numeric = async (address: string) =>
      (await reader.getTokenBalances!({ address, network }))[0]?.quantity.numeric
    expect(await numeric(recipient.toBase58())).toBe('0.75')
    expect(await numeric(wallet.address)).toBe('1.25')
  })

  it('refuses more tokens than any account holds, and a mint that is no mint', async () => {
    const { adapter, wallet } = await env.connected()
    const payer = Keypair.generate()
    env.fixture.devnets[0].airdrop(payer.publicKey.toBase58(), 1_000_000_000n)
    const mint = await mintTokens(network, payer, wallet.keypair.publicKey, 10n, 0)
    const recipient = Keypair.generate().publicKey.toBase58()
    await expect(
      adapter.estimateTransfer({ network, to: recipient, value: 11n, token: mint }),
    ).rejects.toThrow(`No token account of ${wallet.address} holds 11 of ${mint}`)
    await expect(
      adapter.sendTransaction({ network, to: recipient, value: 1n, token: wallet.address }),
    ).rejects.toThrow(`${wallet.address} is not a token mint`)
  })
})
