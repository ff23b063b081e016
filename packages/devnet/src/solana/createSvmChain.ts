import {
  ComputeBudgetProgram,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { encodeBase58 } from '@walletport/core'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import {
  describeTransactionError,
  type TransactionErrorJson,
  toTransactionErrorJson,
} from './toTransactionErrorJson.js'

/** Every transaction that landed (succeeded or failed after paying its fee), for history and lookups. */
export interface SvmTransactionRecord {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  fee: bigint
  err: TransactionErrorJson | null
  logs: string[]
  /** The message's static account keys, fee payer first. */
  accounts: string[]
  preBalances: bigint[]
  postBalances: bigint[]
  computeUnitsConsumed: bigint
  version: 'legacy' | 0
  /** The transaction as sent (wire format). */
  wire: Uint8Array
}

/** A JSON-RPC error the server sends as is (code, message, data), e.g. a failed preflight. */
export class SvmRpcError extends Error {
  override name = 'SvmRpcError'
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export interface SvmAccount {
  lamports: bigint
  data: Uint8Array
  owner: string
  executable: boolean
  rentEpoch: number
}

export interface SvmSimulation {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
  /** Accounts as they would be after the transaction (only those it touched). */
  postAccounts: Map<string, SvmAccount>
}

export const LAMPORTS_PER_SIGNATURE = 5_000n
/** Slots a blockhash stays valid, as on the real clusters. */
export const BLOCKHASH_LIFETIME_SLOTS = 150
// 500 million SOL: exact as a double, which is how litesvm takes it.
const FAUCET_LAMPORTS = 500_000_000 * LAMPORTS_PER_SOL
const PREFLIGHT_FAILED = -32002
const SIGNATURE_FAILED = -32003

function toAccount(info: { lamports: number; data: Uint8Array; owner: PublicKey; executable: boolean }) {
  return {
    lamports: BigInt(info.lamports),
    data: info.data,
    owner: info.owner.toBase58(),
    executable: info.executable,
    rentEpoch: 0,
  }
}

function feeOf(meta: TransactionMetadata): bigint {
  // litesvm 0.8 has no fee getter; its debug text carries the fee the runtime charged.
  const match = /fee: (\d+)/.exec(meta.toString())
  if (!match?.[1]) throw new Error('litesvm did not report the fee of a transaction')
  return BigInt(match[1])
}

function deserialize(wire: Uint8Array): VersionedTransaction {
  try {
    return VersionedTransaction.deserialize(wire)
  } catch (cause) {
    throw new SvmRpcError(-32602, `failed to deserialize transaction: ${(cause as Error).message}`)
  }
}

/**
 * The chain behind the devnet's Solana RPC: litesvm (the real SVM runtime: signatures, fees, programs, rent)
 * plus what a validator adds around it and litesvm lacks — slots that advance by one per landed transaction,
 * a blockhash that expires 150 slots after it was issued, a record of every landed transaction, and a faucet
 * whose airdrops are real signed transfers.
 */
export function createSvmChain() {
  const svm = new LiteSVM()
  const faucet = Keypair.generate()
  svm.setAccount(faucet.publicKey, {
    lamports: FAUCET_LAMPORTS,
    data: new Uint8Array(),
    owner: SystemProgram.programId,
    executable: false,
  })
  const genesisHash = svm.latestBlockhash()
  const records: SvmTransactionRecord[] = []
  const bySignature = new Map<string, SvmTransactionRecord>()
  const knownAddresses = new Set<string>()
  const listeners = new Set<(record: SvmTransactionRecord) => void>()
  let slot = 0
  let blockhashSlot = 0
  let airdrops = 0

  function setSlot(next: number) {
    slot = next
    svm.warpToSlot(BigInt(slot))
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(clock)
    if (slot > blockhashSlot + BLOCKHASH_LIFETIME_SLOTS) {
      svm.expireBlockhash()
      blockhashSlot = slot
    }
  }

  function getAccount(address: string): SvmAccount | null {
    const info = svm.getAccount(new PublicKey(address))
    return info ? toAccount(info) : null
  }

  function balanceOf(address: string): bigint {
    return svm.getBalance(new PublicKey(address)) ?? 0n
  }

  function simulate(tx: VersionedTransaction): SvmSimulation {
    const result = svm.simulateTransaction(tx)
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta()
      return {
        err: toTransactionErrorJson(result.err()),
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        postAccounts: new Map(),
      }
    }
    const meta = result.meta()
    return {
      err: null,
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      postAccounts: new Map(
        result.postAccounts().map(([key, account]) => [
          key.toBase58(),
          {
            lamports: account.lamports(),
            data: account.data(),
            owner: encodeBase58(account.owner()),
            executable: account.executable(),
            rentEpoch: 0,
          },
        ]),
      ),
    }
  }

  function rejectionOf(err: TransactionErrorJson, logs: string[], unitsConsumed: bigint): SvmRpcError {
    if (err === 'SignatureFailure') {
      return new SvmRpcError(SIGNATURE_FAILED, 'Transaction signature verification failure')
    }
    return new SvmRpcError(
      PREFLIGHT_FAILED,
      `Transaction simulation failed: ${describeTransactionError(err)}`,
      {
        err,
        logs,
        accounts: null,
        unitsConsumed: Number(unitsConsumed),
        returnData: null,
        innerInstructions: null,
      },
    )
  }

  /**
   * Runs a signed transaction. With preflight (the default) a failing simulation is refused and nothing is
   * charged, as a validator does. A transaction that cannot land at all (bad signature, unknown blockhash,
   * already processed, fee payer without funds) is refused even with `skipPreflight`, where a validator would
   * silently drop it.
   */
  function send(wire: Uint8Array, { skipPreflight = false } = {}): string {
    const tx = deserialize(wire)
    const first = tx.signatures[0]
    if (!first) throw new SvmRpcError(-32602, 'transaction has no signature')
    const signature = encodeBase58(first)
    if (!skipPreflight) {
      const preflight = simulate(tx)
      if (preflight.err !== null) throw rejectionOf(preflight.err, preflight.logs, preflight.unitsConsumed)
    }
    const accounts = tx.message.staticAccountKeys.map((key) => key.toBase58())
    const preBalances = accounts.map(balanceOf)
    const result = svm.sendTransaction(tx)
    const failed = result instanceof FailedTransactionMetadata
    const meta = failed ? result.meta() : result
    const err = failed ? toTransactionErrorJson(result.err()) : null
    if (failed && (err === 'AlreadyProcessed' || svm.getTransaction(first) === null)) {
      throw rejectionOf(err ?? 'AlreadyProcessed', meta.logs(), meta.computeUnitsConsumed())
    }
    setSlot(slot + 1)
    const record: SvmTransactionRecord = {
      signature,
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      fee: feeOf(meta),
      err,
      logs: meta.logs(),
      accounts,
      preBalances,
      postBalances: accounts.map(balanceOf),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
      version: tx.version === 0 ? 0 : 'legacy',
      wire: Uint8Array.from(wire),
    }
    records.push(record)
    bySignature.set(signature, record)
    for (const address of accounts) knownAddresses.add(address)
    for (const listener of [...listeners]) listener(record)
    return signature
  }

  return {
    genesisHash,
    faucet: faucet.publicKey.toBase58(),
    get slot() {
      return slot
    },
    /** Slots and block heights are the same here: every slot has a block. */
    get blockHeight() {
      return slot
    },
    get transactionCount() {
      return records.length
    },
    latestBlockhash() {
      return {
        blockhash: svm.latestBlockhash(),
        lastValidBlockHeight: blockhashSlot + BLOCKHASH_LIFETIME_SLOTS,
      }
    },
    isBlockhashValid: (blockhash: string) => blockhash === svm.latestBlockhash(),
    /** Issues a new blockhash and moves past the old one's last valid height, as 151 empty slots would. */
    expireBlockhash() {
      setSlot(blockhashSlot + BLOCKHASH_LIFETIME_SLOTS + 1)
    },
    getAccount,
    balanceOf,
    rentExemptMinimum: (dataLength: number) => svm.minimumBalanceForRentExemption(BigInt(dataLength)),
    /** Base fee of a message: 5 000 lamports per signature (no priority fee is charged here). */
    feeForMessage(wire: Uint8Array): bigint | null {
      let message: VersionedMessage
      try {
        message = VersionedMessage.deserialize(wire)
      } catch (cause) {
        throw new SvmRpcError(-32602, `failed to deserialize message: ${(cause as Error).message}`)
      }
      if (message.recentBlockhash !== svm.latestBlockhash()) return null
      return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numRequiredSignatures)
    },
    send,
    simulate(wire: Uint8Array, { sigVerify = false, replaceRecentBlockhash = false } = {}): SvmSimulation {
      if (sigVerify && replaceRecentBlockhash) {
        throw new SvmRpcError(-32602, 'sigVerify may not be used with replaceRecentBlockhash')
      }
      const tx = deserialize(wire)
      if (replaceRecentBlockhash) tx.message.recentBlockhash = svm.latestBlockhash()
      svm.withSigverify(sigVerify)
      try {
        return simulate(tx)
      } finally {
        svm.withSigverify(true)
      }
    },
    /** A real transfer from the faucet, recorded like any other transaction. */
    airdrop(address: string, lamports: bigint): string {
      const to = new PublicKey(address)
      airdrops += 1
      const tx = new Transaction({ feePayer: faucet.publicKey, recentBlockhash: svm.latestBlockhash() }).add(
        // Makes each airdrop's bytes unique, so two equal airdrops under one blockhash are not duplicates.
        ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 + (airdrops % 1_000_000) }),
        SystemProgram.transfer({ fromPubkey: faucet.publicKey, toPubkey: to, lamports }),
      )
      tx.sign(faucet)
      return send(tx.serialize())
    },
    getTransaction: (signature: string) => bySignature.get(signature),
    /** Landed transactions touching `address`, newest first. */
    transactionsOf: (address: string) =>
      records.filter((record) => record.accounts.includes(address)).reverse(),
    /** Every address a landed transaction touched (litesvm cannot list accounts). */
    knownAddresses: () => [...knownAddresses],
    records: () => [...records],
    onTransaction(listener: (record: SvmTransactionRecord) => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export type SvmChain = ReturnType<typeof createSvmChain>
