import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import type { Network } from '@walletport/core'
import { useSolanaFixture } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const env = useSolanaFixture()
const [network] = env.networks

/** SPL Token instructions written out by hand (no spl-token package here): InitializeMint2, InitializeAccount3, MintTo. */
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

async function mintTokens(on: Network, payer: Keypair, owner: PublicKey, amount: bigint, decimals: number) {
  const connection = await createSolanaAdapter({ networks: [on] }).getConnection(on)
  const mint = Keypair.generate()
  const account = Keypair.generate()
  const rentMint = await connection.getMinimumBalanceForRentExemption(82)
  const rentAccount = await connection.getMinimumBalanceForRentExemption(165)
  const amountBytes = Buffer.alloc(8)
  amountBytes.writeBigUInt64LE(amount)
  const tx = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: mint.publicKey,
      lamports: rentMint,
      space: 82,
      programId: TOKEN_PROGRAM,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [{ pubkey: mint.publicKey, isSigner: false, isWritable: true }],
      data: Buffer.concat([Buffer.from([20, decimals]), payer.publicKey.toBuffer(), Buffer.from([0])]),
    }),
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: account.publicKey,
      lamports: rentAccount,
      space: 165,
      programId: TOKEN_PROGRAM,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: account.publicKey, isSigner: false, isWritable: true },
        { pubkey: mint.publicKey, isSigner: false, isWritable: false },
      ],
      data: Buffer.concat([Buffer.from([18]), owner.toBuffer()]),
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: mint.publicKey, isSigner: false, isWritable: true },
        { pubkey: account.publicKey, isSigner: false, isWritable: true },
        { pubkey: payer.publicKey, isSigner: true, isWritable: false },
      ],
      data: Buffer.concat([Buffer.from([7]), amountBytes]),
    }),
  )
  await connection.sendTransaction(tx, [payer, mint, account])
  return mint.publicKey.toBase58()
}

describe('getTokenBalances', () => {
  it('reads SPL balances of the configured mints from jsonParsed token accounts', async () => {
    const payer = Keypair.generate()
    env.fixture.devnets[0].airdrop(payer.publicKey.toBase58(), 1_000_000_000n)
    const owner = Keypair.generate().publicKey
    const mint = await mintTokens(network, payer, owner, 1_250_000n, 6)
    const adapter = createSolanaAdapter({
      networks: env.networks,
      tokens: { [network.caipNetworkId]: [{ mint, symbol: 'TST', name: 'Test Token' }] },
    })
    expect(await adapter.getTokenBalances!({ address: owner.toBase58(), network })).toEqual([
      {
        name: 'Test Token',
        symbol: 'TST',
        chainId: network.caipNetworkId,
        address: mint,
        price: 0,
        quantity: { decimals: 6, numeric: '1.25' },
      },
    ])
  })

  it('lists nothing, without a request, for a network with no configured mint', async () => {
    const adapter = createSolanaAdapter({ networks: env.networks, rpc: { url: 'http://127.0.0.1:9' } })
    expect(
      await adapter.getTokenBalances!({ address: Keypair.generate().publicKey.toBase58(), network }),
    ).toEqual([])
  })
})
