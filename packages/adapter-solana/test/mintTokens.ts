import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js'
import type { Network } from '@walletport/core'
import { createSolanaAdapter } from '../src/createSolanaAdapter.js'

/** SPL Token instructions written out by hand (no spl-token package here): InitializeMint2, InitializeAccount3, MintTo. */
const TOKEN_PROGRAM = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')

/** Mints `amount` of a new mint (with `decimals`) into a new, non-associated token account of `owner`. */
export async function mintTokens(
  on: Network,
  payer: Keypair,
  owner: PublicKey,
  amount: bigint,
  decimals: number,
) {
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

/** Opens an empty, non-associated token account of `mint` for `owner` (the devnet has no associated-token program). */
export async function openTokenAccount(on: Network, payer: Keypair, mint: string, owner: PublicKey) {
  const connection = await createSolanaAdapter({ networks: [on] }).getConnection(on)
  const account = Keypair.generate()
  const tx = new Transaction().add(
    SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: account.publicKey,
      lamports: await connection.getMinimumBalanceForRentExemption(165),
      space: 165,
      programId: TOKEN_PROGRAM,
    }),
    new TransactionInstruction({
      programId: TOKEN_PROGRAM,
      keys: [
        { pubkey: account.publicKey, isSigner: false, isWritable: true },
        { pubkey: new PublicKey(mint), isSigner: false, isWritable: false },
      ],
      data: Buffer.concat([Buffer.from([18]), owner.toBuffer()]),
    }),
  )
  await connection.sendTransaction(tx, [payer, account])
  return account.publicKey.toBase58()
}
