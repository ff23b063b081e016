import {
  makeSignDoc as makeAminoSignDoc,
  rawSecp256k1PubkeyToRawAddress,
  serializeSignDoc,
} from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toBech32, toHex } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { AminoTypes, createBankAminoConverters } from '@cosmjs/stargate'
import { MsgSend, MsgSendResponse } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'

/** A Cosmos SDK error as the SDK reports it: registered code in codespace `sdk`, log ending in the error's name. */
export class CosmosTxError extends Error {
  override name = 'CosmosTxError'
  constructor(
    readonly code: number,
    log: string,
    readonly codespace = 'sdk',
  ) {
    super(log)
  }
}

const sdkErrors = {
  txDecode: [2, 'tx parse error'],
  unauthorized: [4, 'unauthorized'],
  insufficientFunds: [5, 'insufficient funds'],
  unknownRequest: [6, 'unknown request'],
  invalidAddress: [7, 'invalid address'],
  invalidPubKey: [8, 'invalid pubkey'],
  unknownAddress: [9, 'unknown address'],
  invalidCoins: [10, 'invalid coins'],
  outOfGas: [11, 'out of gas'],
  insufficientFee: [13, 'insufficient fee'],
  invalidRequest: [18, 'invalid request'],
  wrongSequence: [32, 'incorrect account sequence'],
} as const

function sdkError(kind: keyof typeof sdkErrors, detail: string): CosmosTxError {
  const [code, name] = sdkErrors[kind]
  return new CosmosTxError(code, `${detail}: ${name}`)
}

export interface CosmosEvent {
  type: string
  attributes: { key: string; value: string; index: boolean }[]
}

export interface CosmosTxResult {
  code: number
  codespace: string
  log: string
  data: Uint8Array
  events: CosmosEvent[]
  gasWanted: bigint
  gasUsed: bigint
}

export interface CosmosTxRecord {
  /** sha256 of the tx bytes, upper-case hex as CometBFT prints it. */
  hash: string
  height: number
  index: number
  tx: Uint8Array
  result: CosmosTxResult
}

export interface CosmosBlock {
  height: number
  time: Date
  hash: Uint8Array
  appHash: Uint8Array
  txs: Uint8Array[]
}

export interface CosmosLedgerAccount {
  address: string
  accountNumber: bigint
  sequence: bigint
  /** Set by the account's first signed transaction. */
  pubkey?: Uint8Array
  balances: Map<string, bigint>
}

export interface CreateCosmosChainParameters {
  chainId: string
  bech32Prefix: string
  denom: string
  /** Genesis balances in `denom`. */
  genesis: readonly { address: string; amount: bigint }[]
  /** Fees below gas limit × this (in `denom` per gas unit) are refused; default 0.01. */
  minGasPrice?: number
}

export type CosmosChain = ReturnType<typeof createCosmosChain>

const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend'
const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey'
const FEE_COLLECTOR = new Uint8Array(20).fill(0x17)
/** Gas model (fixed, documented): a base cost, a cost per tx byte, per signature check and per message. */
export const cosmosGas = { base: 30_000n, perByte: 10n, perSignature: 1_000n, perMsgSend: 20_000n } as const
const SIGNATURE_LENGTH = 64

interface DecodedTx {
  raw: TxRaw
  body: TxBody
  authInfo: AuthInfo
  sends: MsgSend[]
}

function attributes(pairs: Record<string, string | undefined>): CosmosEvent['attributes'] {
  return Object.entries(pairs).flatMap(([key, value]) =>
    value === undefined ? [] : [{ key, value, index: true }],
  )
}

function transferEvents(sender: string, recipient: string, amount: string, msgIndex?: number): CosmosEvent[] {
  const index = msgIndex === undefined ? {} : { msg_index: String(msgIndex) }
  return [
    { type: 'coin_spent', attributes: attributes({ spender: sender, amount, ...index }) },
    { type: 'coin_received', attributes: attributes({ receiver: recipient, amount, ...index }) },
    { type: 'transfer', attributes: attributes({ recipient, sender, amount, ...index }) },
  ]
}

/**
 * The in-memory state machine behind the fixture node: an auth and bank ledger, the ante checks a Cosmos SDK
 * chain runs (decode, signer public key, account number and sequence, signature over the SIGN_MODE_DIRECT or
 * LEGACY_AMINO_JSON sign bytes, gas and fee) and MsgSend. One block per transaction. It is a fixture, not a
 * Cosmos SDK node: only bank sends, one signer per transaction, a fixed gas model.
 */
export function createCosmosChain(parameters: CreateCosmosChainParameters) {
  const { chainId, bech32Prefix, denom } = parameters
  const minGasPrice = parameters.minGasPrice ?? 0.01
  const aminoTypes = new AminoTypes(createBankAminoConverters())
  const accounts = new Map<string, CosmosLedgerAccount>()
  const blocks: CosmosBlock[] = []
  const txs: CosmosTxRecord[] = []
  const byHash = new Map<string, CosmosTxRecord>()
  const feeCollector = toBech32(bech32Prefix, FEE_COLLECTOR)
  let nextAccountNumber = 0n

  function account(address: string): CosmosLedgerAccount {
    let found = accounts.get(address)
    if (!found) {
      found = { address, accountNumber: nextAccountNumber++, sequence: 0n, balances: new Map() }
      accounts.set(address, found)
    }
    return found
  }

  function balanceOf(address: string, coinDenom: string): bigint {
    return accounts.get(address)?.balances.get(coinDenom) ?? 0n
  }

  function appHash(): Uint8Array {
    const state = [...accounts.values()]
      .map((a) => `${a.address}:${a.sequence}:${[...a.balances].map(([d, v]) => `${v}${d}`).join(',')}`)
      .join(';')
    return sha256(new TextEncoder().encode(state))
  }

  function produceBlock(blockTxs: Uint8Array[]): CosmosBlock {
    const height = blocks.length + 1
    const previous = blocks.at(-1)
    // Strictly increasing times even when two blocks land in the same millisecond.
    const time = new Date(Math.max(Date.now(), (previous?.time.getTime() ?? 0) + 1))
    const header = new TextEncoder().encode(`${chainId}/${height}/${time.toISOString()}`)
    const hash = sha256(
      new Uint8Array([...header, ...(previous?.hash ?? []), ...blockTxs.flatMap((tx) => [...sha256(tx)])]),
    )
    const block = { height, time, hash, appHash: appHash(), txs: blockTxs }
    blocks.push(block)
    return block
  }

  function move(from: string, to: string, coinDenom: string, amount: bigint) {
    const available = balanceOf(from, coinDenom)
    if (available < amount) {
      throw sdkError(
        'insufficientFunds',
        `spendable balance ${available}${coinDenom} is smaller than ${amount}${coinDenom}`,
      )
    }
    account(from).balances.set(coinDenom, available - amount)
    account(to).balances.set(coinDenom, balanceOf(to, coinDenom) + amount)
  }

  function decode(bytes: Uint8Array, requireSignatures: boolean): DecodedTx {
    let raw: TxRaw
    let body: TxBody
    let authInfo: AuthInfo
    try {
      raw = TxRaw.decode(bytes)
      body = TxBody.decode(raw.bodyBytes)
      authInfo = AuthInfo.decode(raw.authInfoBytes)
    } catch (cause) {
      throw sdkError('txDecode', `cannot decode the transaction (${String(cause)})`)
    }
    if (body.messages.length === 0) throw sdkError('invalidRequest', 'must contain at least one message')
    const sends = body.messages.map((message) => {
      if (message.typeUrl !== MSG_SEND) {
        throw sdkError(
          'txDecode',
          `unable to resolve type URL ${message.typeUrl}; this fixture node only runs ${MSG_SEND}`,
        )
      }
      return MsgSend.decode(message.value)
    })
    if (authInfo.signerInfos.length !== 1) {
      throw sdkError(
        'unauthorized',
        `wrong number of signers; expected 1, got ${authInfo.signerInfos.length}`,
      )
    }
    if (requireSignatures && raw.signatures.length !== 1) {
      throw sdkError('unauthorized', `expected 1 signature, got ${raw.signatures.length}`)
    }
    return { raw, body, authInfo, sends }
  }

  function gasOf(tx: DecodedTx): bigint {
    const bytes = BigInt(tx.raw.bodyBytes.length + tx.raw.authInfoBytes.length + SIGNATURE_LENGTH)
    return (
      cosmosGas.base +
      cosmosGas.perByte * bytes +
      cosmosGas.perSignature +
      cosmosGas.perMsgSend * BigInt(tx.sends.length)
    )
  }

  function signBytesOf(tx: DecodedTx, mode: SignMode, accountNumber: bigint, sequence: bigint): Uint8Array {
    if (mode === SignMode.SIGN_MODE_DIRECT) {
      return makeSignBytes(
        SignDoc.fromPartial({
          bodyBytes: tx.raw.bodyBytes,
          authInfoBytes: tx.raw.authInfoBytes,
          chainId,
          accountNumber,
        }),
      )
    }
    if (mode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
      const fee = tx.authInfo.fee
      const msgs = tx.sends.map((value) => aminoTypes.toAmino({ typeUrl: MSG_SEND, value }))
      const doc = makeAminoSignDoc(
        msgs,
        {
          amount: fee?.amount ?? [],
          gas: String(fee?.gasLimit ?? 0n),
          ...(fee?.granter && { granter: fee.granter }),
          ...(fee?.payer && { payer: fee.payer }),
        },
        chainId,
        tx.body.memo,
        accountNumber,
        sequence.toString(),
        tx.body.timeoutHeight === 0n ? undefined : tx.body.timeoutHeight,
      )
      return serializeSignDoc(doc)
    }
    throw sdkError('unauthorized', `signature mode ${mode} is not supported by this fixture node`)
  }

  /** The ante handler: checks everything, and with `commit` takes the fee and bumps the sequence. */
  function ante(tx: DecodedTx, mode: 'check' | 'deliver' | 'simulate') {
    const signer = tx.sends[0]!.fromAddress
    for (const send of tx.sends) {
      if (send.fromAddress !== signer)
        throw sdkError('unauthorized', 'every message must have the same signer in this fixture node')
      if (!send.toAddress.startsWith(`${bech32Prefix}1`)) {
        throw sdkError(
          'invalidAddress',
          `invalid recipient address ${send.toAddress}; expected prefix ${bech32Prefix}`,
        )
      }
      for (const coin of send.amount) {
        if (!/^\d+$/.test(coin.amount) || coin.amount === '0')
          throw sdkError('invalidCoins', `${coin.amount}${coin.denom}`)
      }
    }
    const signerAccount = accounts.get(signer)
    if (!signerAccount) throw sdkError('unknownAddress', `account ${signer} not found`)
    const info = tx.authInfo.signerInfos[0]!
    if (info.publicKey?.typeUrl !== SECP256K1_PUBKEY) {
      throw sdkError('invalidPubKey', `unsupported public key type ${info.publicKey?.typeUrl ?? '(none)'}`)
    }
    const pubkey = PubKey.decode(info.publicKey.value).key
    if (toBech32(bech32Prefix, rawSecp256k1PubkeyToRawAddress(pubkey)) !== signer) {
      throw sdkError('invalidPubKey', `pubKey does not match signer address ${signer} with signer index: 0`)
    }
    if (info.sequence !== signerAccount.sequence) {
      throw sdkError(
        'wrongSequence',
        `account sequence mismatch, expected ${signerAccount.sequence}, got ${info.sequence}`,
      )
    }
    const gasUsed = gasOf(tx)
    const gasLimit = tx.authInfo.fee?.gasLimit ?? 0n
    const feeCoins = tx.authInfo.fee?.amount ?? []
    const fee = feeCoins
      .filter((coin) => coin.denom === denom)
      .reduce((sum, coin) => sum + BigInt(coin.amount), 0n)
    if (mode !== 'simulate') {
      if (gasLimit < gasUsed) {
        throw sdkError(
          'outOfGas',
          `out of gas in location: txSize; gasWanted: ${gasLimit}, gasUsed: ${gasUsed}`,
        )
      }
      const required = BigInt(Math.ceil(Number(gasLimit) * minGasPrice))
      if (fee < required)
        throw sdkError(
          'insufficientFee',
          `insufficient fees; got: ${fee}${denom} required: ${required}${denom}`,
        )
      const available = balanceOf(signer, denom)
      if (available < fee) {
        throw sdkError(
          'insufficientFunds',
          `spendable balance ${available}${denom} is smaller than ${fee}${denom}`,
        )
      }
      const signMode = info.modeInfo?.single?.mode ?? SignMode.SIGN_MODE_UNSPECIFIED
      const signBytes = signBytesOf(tx, signMode, signerAccount.accountNumber, signerAccount.sequence)
      const signature = tx.raw.signatures[0]!
      const valid =
        signature.length === SIGNATURE_LENGTH &&
        Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(signature), sha256(signBytes), pubkey)
      if (!valid) {
        throw sdkError(
          'unauthorized',
          `signature verification failed; please verify account number (${signerAccount.accountNumber}) and chain-id (${chainId})`,
        )
      }
    }
    const events: CosmosEvent[] = [
      { type: 'tx', attributes: attributes({ fee: `${fee}${denom}`, fee_payer: signer }) },
      { type: 'tx', attributes: attributes({ acc_seq: `${signer}/${info.sequence}` }) },
    ]
    if (mode === 'deliver') {
      move(signer, feeCollector, denom, fee)
      signerAccount.sequence += 1n
      signerAccount.pubkey = pubkey
      events.push(...transferEvents(signer, feeCollector, `${fee}${denom}`))
      events.push({ type: 'message', attributes: attributes({ sender: signer }) })
    }
    return { gasLimit, gasUsed, events }
  }

  /** Runs the messages; with `commit` false the ledger is restored afterwards (simulation, failed messages). */
  function runMessages(tx: DecodedTx, commit: boolean) {
    const snapshot = new Map([...accounts].map(([address, a]) => [address, new Map(a.balances)]))
    const restore = () => {
      for (const [address, balances] of snapshot) accounts.get(address)!.balances = balances
      for (const address of [...accounts.keys()]) if (!snapshot.has(address)) accounts.delete(address)
    }
    const events: CosmosEvent[] = []
    try {
      tx.sends.forEach((send, msgIndex) => {
        events.push({
          type: 'message',
          attributes: attributes({
            action: MSG_SEND,
            sender: send.fromAddress,
            module: 'bank',
            msg_index: String(msgIndex),
          }),
        })
        for (const coin of send.amount)
          move(send.fromAddress, send.toAddress, coin.denom, BigInt(coin.amount))
        const amount = send.amount.map((coin) => `${coin.amount}${coin.denom}`).join(',')
        events.push(...transferEvents(send.fromAddress, send.toAddress, amount, msgIndex))
      })
    } catch (error) {
      restore()
      throw error
    }
    if (!commit) restore()
    const data = TxMsgData.encode(
      TxMsgData.fromPartial({
        msgResponses: tx.sends.map(() => ({
          typeUrl: `${MSG_SEND}Response`,
          value: MsgSendResponse.encode({}).finish(),
        })),
      }),
    ).finish()
    return { events, data }
  }

  function failure(error: unknown, gasWanted = 0n, gasUsed = 0n): CosmosTxResult {
    const known =
      error instanceof CosmosTxError
        ? error
        : new CosmosTxError(1, `internal error: ${String(error)}`, 'undefined')
    return {
      code: known.code,
      codespace: known.codespace,
      log: known.message,
      data: new Uint8Array(),
      events: [],
      gasWanted,
      gasUsed,
    }
  }

  const hashOf = (bytes: Uint8Array) => toHex(sha256(bytes)).toUpperCase()

  for (const { address, amount } of parameters.genesis) account(address).balances.set(denom, amount)
  account(feeCollector)
  produceBlock([])

  return {
    chainId,
    bech32Prefix,
    denom,
    feeCollector,
    hashOf,
    blocks: () => blocks as readonly CosmosBlock[],
    latestBlock: () => blocks.at(-1)!,
    transactions: () => txs as readonly CosmosTxRecord[],
    getTx: (hash: string) => byHash.get(hash.toUpperCase()),
    getAccount: (address: string) => accounts.get(address),
    balanceOf,
    balancesOf: (address: string) =>
      [...(accounts.get(address)?.balances ?? [])]
        .filter(([, amount]) => amount > 0n)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([coinDenom, amount]) => ({ denom: coinDenom, amount: amount.toString() })),

    /** CheckTx, then (when it passes) a block holding the transaction. Returns the CheckTx result and the hash. */
    broadcast(bytes: Uint8Array): { hash: string; check: CosmosTxResult } {
      const hash = hashOf(bytes)
      let tx: DecodedTx
      let checked: ReturnType<typeof ante>
      try {
        tx = decode(bytes, true)
        checked = ante(tx, 'check')
      } catch (error) {
        return { hash, check: failure(error) }
      }
      const { gasLimit, gasUsed } = checked
      let result: CosmosTxResult
      const anteResult = ante(tx, 'deliver')
      try {
        const { events, data } = runMessages(tx, true)
        result = {
          code: 0,
          codespace: '',
          log: '',
          data,
          events: [...anteResult.events, ...events],
          gasWanted: gasLimit,
          gasUsed,
        }
      } catch (error) {
        result = { ...failure(error, gasLimit, gasUsed), events: anteResult.events }
      }
      const block = produceBlock([bytes])
      const record = { hash, height: block.height, index: 0, tx: bytes, result }
      txs.push(record)
      byHash.set(hash, record)
      return {
        hash,
        check: {
          code: 0,
          codespace: '',
          log: '',
          data: new Uint8Array(),
          events: [],
          gasWanted: gasLimit,
          gasUsed,
        },
      }
    },

    /** What Service/Simulate answers: every check but signature and fee, messages run and rolled back. */
    simulate(bytes: Uint8Array) {
      const tx = decode(bytes, false)
      const { gasUsed, events } = ante(tx, 'simulate')
      const run = runMessages(tx, false)
      return { gasUsed, events: [...events, ...run.events], data: run.data }
    },

    /** Test-only: credits `amount` (default denom) out of thin air, as a faucet at genesis would have. */
    fund(address: string, amount: bigint, coinDenom = denom) {
      account(address).balances.set(coinDenom, balanceOf(address, coinDenom) + amount)
    },
  }
}
