import type { Connection, Transaction } from '@solana/web3.js'
import { Buffer } from 'buffer'
import { InvalidMintError, TokenAccountNotFoundError } from './errors.js'
import { loadWeb3 } from './loadWeb3.js'

const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW7xSHyhJWKZvEvEQV8'
/** The size of an SPL token account, whose rent a new recipient account costs the sender. */
const TOKEN_ACCOUNT_SIZE = 165
/** In the mint layout: COption<Pubkey> authority (36) + supply u64 (8), then decimals u8. */
const MINT_DECIMALS_OFFSET = 44
const CREATE_IDEMPOTENT = 1
const TRANSFER_CHECKED = 12

export interface SplTransfer {
  transaction: Transaction
  /** Lamports the sender pays to open the recipient's associated token account (0 when it exists). */
  accountRent: bigint
}

/**
 * A `TransferChecked` of `value` base units of `mint` from the sender's token account holding the most of it to the
 * recipient's associated token account, else another token account of the recipient for that mint, else to its
 * associated token account opened first (create-idempotent, paid by the sender).
 * Works with Token and Token-2022 mints; no spl-token package is loaded.
 */
export async function buildSplTransfer(
  connection: Connection,
  { from, to, mint, value }: { from: string; to: string; mint: string; value: bigint },
): Promise<SplTransfer> {
  const web3 = await loadWeb3()
  const mintKey = new web3.PublicKey(mint)
  const owner = new web3.PublicKey(from)
  const recipient = new web3.PublicKey(to)
  const mintAccount = await connection.getAccountInfo(mintKey)
  const programId = mintAccount?.owner
  if (!mintAccount || !programId || !TOKEN_PROGRAMS.has(programId.toBase58())) {
    throw new InvalidMintError({
      mint,
      details: mintAccount
        ? `Its owner is ${mintAccount.owner.toBase58()}`
        : 'No account exists at that address',
    })
  }
  const decimals = mintAccount.data[MINT_DECIMALS_OFFSET]
  if (decimals === undefined)
    throw new InvalidMintError({ mint, details: 'Its data is too short for a mint' })

  const { value: accounts } = await connection.getTokenAccountsByOwner(owner, { mint: mintKey })
  let source: { pubkey: InstanceType<typeof web3.PublicKey>; amount: bigint } | undefined
  for (const { pubkey, account } of accounts) {
    const amount = Buffer.from(account.data).readBigUInt64LE(64)
    if (amount >= value && (!source || amount > source.amount)) source = { pubkey, amount }
  }
  if (!source) throw new TokenAccountNotFoundError({ owner: from, mint, amount: value })

  const ataProgram = new web3.PublicKey(ASSOCIATED_TOKEN_PROGRAM)
  const [associated] = web3.PublicKey.findProgramAddressSync(
    [recipient.toBuffer(), programId.toBuffer(), mintKey.toBuffer()],
    ataProgram,
  )
  const transaction = new web3.Transaction()
  let accountRent = 0n
  let destination = associated
  if (!(await connection.getAccountInfo(associated))) {
    const { value: held } = await connection.getTokenAccountsByOwner(recipient, { mint: mintKey })
    const existing = held[0]?.pubkey
    if (existing) destination = existing
    else {
      accountRent = BigInt(await connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE))
      transaction.add(
        new web3.TransactionInstruction({
          programId: ataProgram,
          keys: [
            { pubkey: owner, isSigner: true, isWritable: true },
            { pubkey: associated, isSigner: false, isWritable: true },
            { pubkey: recipient, isSigner: false, isWritable: false },
            { pubkey: mintKey, isSigner: false, isWritable: false },
            { pubkey: web3.SystemProgram.programId, isSigner: false, isWritable: false },
            { pubkey: programId, isSigner: false, isWritable: false },
          ],
          data: Buffer.from([CREATE_IDEMPOTENT]),
        }),
      )
    }
  }
  const data = Buffer.alloc(10)
  data.writeUInt8(TRANSFER_CHECKED, 0)
  data.writeBigUInt64LE(value, 1)
  data.writeUInt8(decimals, 9)
  transaction.add(
    new web3.TransactionInstruction({
      programId,
      keys: [
        { pubkey: source.pubkey, isSigner: false, isWritable: true },
        { pubkey: mintKey, isSigner: false, isWritable: false },
        { pubkey: destination, isSigner: false, isWritable: true },
        { pubkey: owner, isSigner: true, isWritable: false },
      ],
      data,
    }),
  )
  return { transaction, accountRent }
}
