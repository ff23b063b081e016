import { VersionedTransaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '@walletport/core'
import { type SvmAccount, type SvmChain, SvmRpcError, type SvmTransactionRecord } from './createSvmChain.js'
import {
  parseSplMintDecimals,
  parseSplTokenAccount,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toParsedTokenAccountData,
} from './parseSplTokenAccount.js'

type Params = readonly unknown[]
type Method = (chain: SvmChain, params: Params) => unknown

const SLOTS_PER_EPOCH = 432_000

function invalidParams(message: string): SvmRpcError {
  return new SvmRpcError(-32602, `Invalid params: ${message}`)
}

function stringAt(params: Params, index: number, what: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`)
  return value
}

function configAt(params: Params, index: number): Record<string, unknown> {
  const value = params[index]
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function addressAt(params: Params, index: number): string {
  const address = stringAt(params, index, 'address')
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(address)
  } catch {
    throw invalidParams('Invalid param: WrongSize')
  }
  if (bytes.length !== 32) throw invalidParams('Invalid param: WrongSize')
  return address
}

function decodeWire(text: string, encoding: unknown): Uint8Array {
  try {
    if (encoding === 'base64') return Uint8Array.from(Buffer.from(text, 'base64'))
    if (encoding === undefined || encoding === 'base58') return decodeBase58(text)
  } catch (cause) {
    throw invalidParams(`invalid ${String(encoding ?? 'base58')} data (${(cause as Error).message})`)
  }
  throw invalidParams(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`)
}

function context(chain: SvmChain) {
  return { slot: chain.slot, apiVersion: '2.2.0' }
}

/** An account in the RPC's shape for `encoding` (jsonParsed falls back to base64 for non-token accounts). */
export function encodeAccount(chain: SvmChain, account: SvmAccount | null, encoding: unknown) {
  if (!account) return null
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: account.rentEpoch,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parsedTokenData(chain, account)
    if (parsed) return { ...base, data: parsed }
  }
  if (encoding === 'base58' || encoding === undefined)
    return { ...base, data: [encodeBase58(account.data), 'base58'] }
  return { ...base, data: [Buffer.from(account.data).toString('base64'), 'base64'] }
}

function parsedTokenData(chain: SvmChain, account: SvmAccount) {
  if (account.owner !== TOKEN_PROGRAM_ID && account.owner !== TOKEN_2022_PROGRAM_ID) return null
  const token = parseSplTokenAccount(account.data)
  if (!token) return null
  const mint = chain.getAccount(token.mint)
  const decimals = mint ? parseSplMintDecimals(mint.data) : null
  return decimals === null ? null : toParsedTokenAccountData(token, decimals, account.owner)
}

function statusOf(record: SvmTransactionRecord) {
  return {
    slot: record.slot,
    confirmations: null,
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    confirmationStatus: 'finalized',
  }
}

function transactionJson(record: SvmTransactionRecord, encoding: unknown) {
  if (encoding === 'base64') return [Buffer.from(record.wire).toString('base64'), 'base64']
  if (encoding === 'base58') return [encodeBase58(record.wire), 'base58']
  if (encoding !== undefined && encoding !== 'json') {
    throw invalidParams(
      `unsupported encoding: ${String(encoding)}. Supported encodings: json, base58, base64`,
    )
  }
  const tx = VersionedTransaction.deserialize(record.wire)
  const { message } = tx
  return {
    signatures: tx.signatures.map((signature) => encodeBase58(signature)),
    message: {
      accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
      header: message.header,
      recentBlockhash: message.recentBlockhash,
      instructions: message.compiledInstructions.map((instruction) => ({
        programIdIndex: instruction.programIdIndex,
        accounts: instruction.accountKeyIndexes,
        data: encodeBase58(instruction.data),
        stackHeight: null,
      })),
      ...(record.version === 0 && {
        addressTableLookups: message.addressTableLookups.map((lookup) => ({
          accountKey: lookup.accountKey.toBase58(),
          writableIndexes: lookup.writableIndexes,
          readonlyIndexes: lookup.readonlyIndexes,
        })),
      }),
    },
  }
}

function transactionResult(record: SvmTransactionRecord, config: Record<string, unknown>) {
  const maxVersion = config.maxSupportedTransactionVersion
  if (record.version === 0 && (typeof maxVersion !== 'number' || maxVersion < 0)) {
    throw new SvmRpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  }
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    ...(maxVersion !== undefined && { version: record.version }),
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: Number(record.fee),
      preBalances: record.preBalances.map(Number),
      postBalances: record.postBalances.map(Number),
      innerInstructions: [],
      logMessages: record.logs,
      preTokenBalances: [],
      postTokenBalances: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: Number(record.computeUnitsConsumed),
    },
    transaction: transactionJson(record, config.encoding),
  }
}

function tokenAccountsByOwner(chain: SvmChain, params: Params) {
  const owner = addressAt(params, 0)
  const filter = configAt(params, 1)
  const { encoding } = configAt(params, 2)
  const mint = typeof filter.mint === 'string' ? filter.mint : undefined
  const programId = typeof filter.programId === 'string' ? filter.programId : undefined
  if (mint === undefined && programId === undefined)
    throw invalidParams('filter must have a mint or programId')
  if (programId !== undefined && programId !== TOKEN_PROGRAM_ID && programId !== TOKEN_2022_PROGRAM_ID) {
    throw invalidParams('Invalid param: unrecognized Token program id')
  }
  const value = chain.knownAddresses().flatMap((pubkey) => {
    const account = chain.getAccount(pubkey)
    if (!account || (account.owner !== TOKEN_PROGRAM_ID && account.owner !== TOKEN_2022_PROGRAM_ID)) return []
    if (programId !== undefined && account.owner !== programId) return []
    const token = parseSplTokenAccount(account.data)
    if (!token || token.owner !== owner || (mint !== undefined && token.mint !== mint)) return []
    return [{ pubkey, account: encodeAccount(chain, account, encoding ?? 'base64') }]
  })
  return { context: context(chain), value }
}

/**
 * The JSON-RPC methods of a Solana validator that wallet SDKs use, answered from the litesvm chain in the
 * validator's response shapes (so unmodified @solana/web3.js 1.x parses them). Everything is final at once:
 * commitment parameters are accepted and ignored.
 */
export const svmRpcMethods: Readonly<Record<string, Method>> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getGenesisHash: (chain) => chain.genesisHash,
  getSlot: (chain) => chain.slot,
  getBlockHeight: (chain) => chain.blockHeight,
  getTransactionCount: (chain) => chain.transactionCount,
  getEpochInfo: (chain) => ({
    absoluteSlot: chain.slot,
    blockHeight: chain.blockHeight,
    epoch: Math.floor(chain.slot / SLOTS_PER_EPOCH),
    slotIndex: chain.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: chain.transactionCount,
  }),
  getBalance: (chain, params) => ({
    context: context(chain),
    value: Number(chain.balanceOf(addressAt(params, 0))),
  }),
  getAccountInfo: (chain, params) => {
    const address = addressAt(params, 0)
    const { encoding } = configAt(params, 1)
    return { context: context(chain), value: encodeAccount(chain, chain.getAccount(address), encoding) }
  },
  getMultipleAccounts: (chain, params) => {
    const addresses = params[0]
    if (!Array.isArray(addresses)) throw invalidParams('addresses must be an array')
    const { encoding } = configAt(params, 1)
    return {
      context: context(chain),
      value: addresses.map((_, index) => {
        const address = addressAt(addresses, index)
        return encodeAccount(chain, chain.getAccount(address), encoding)
      }),
    }
  },
  getLatestBlockhash: (chain) => ({ context: context(chain), value: chain.latestBlockhash() }),
  isBlockhashValid: (chain, params) => ({
    context: context(chain),
    value: chain.isBlockhashValid(stringAt(params, 0, 'blockhash')),
  }),
  getFeeForMessage: (chain, params) => {
    const fee = chain.feeForMessage(decodeWire(stringAt(params, 0, 'message'), 'base64'))
    return { context: context(chain), value: fee === null ? null : Number(fee) }
  },
  getMinimumBalanceForRentExemption: (chain, params) => {
    const length = params[0]
    if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
      throw invalidParams('data length must be a non-negative integer')
    }
    return Number(chain.rentExemptMinimum(length))
  },
  requestAirdrop: (chain, params) => {
    const address = addressAt(params, 0)
    const lamports = params[1]
    if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0) {
      throw invalidParams('lamports must be a positive integer')
    }
    return chain.airdrop(address, BigInt(lamports))
  },
  sendTransaction: (chain, params) => {
    const config = configAt(params, 1)
    const wire = decodeWire(stringAt(params, 0, 'transaction'), config.encoding)
    return chain.send(wire, { skipPreflight: config.skipPreflight === true })
  },
  simulateTransaction: (chain, params) => {
    const config = configAt(params, 1)
    const wire = decodeWire(stringAt(params, 0, 'transaction'), config.encoding)
    const simulation = chain.simulate(wire, {
      sigVerify: config.sigVerify === true,
      replaceRecentBlockhash: config.replaceRecentBlockhash === true,
    })
    const wanted = (config.accounts as { addresses?: unknown; encoding?: unknown } | undefined) ?? undefined
    const addresses = Array.isArray(wanted?.addresses) ? (wanted.addresses as unknown[]) : undefined
    return {
      context: context(chain),
      value: {
        err: simulation.err,
        logs: simulation.logs,
        accounts:
          addresses?.map((_, index) => {
            const address = addressAt(addresses, index)
            const account = simulation.postAccounts.get(address) ?? chain.getAccount(address)
            return encodeAccount(chain, account, wanted?.encoding ?? 'base64')
          }) ?? null,
        unitsConsumed: Number(simulation.unitsConsumed),
        returnData: null,
      },
    }
  },
  getSignatureStatuses: (chain, params) => {
    const signatures = params[0]
    if (!Array.isArray(signatures)) throw invalidParams('signatures must be an array')
    return {
      context: context(chain),
      value: signatures.map((signature) => {
        const record = typeof signature === 'string' ? chain.getTransaction(signature) : undefined
        return record ? statusOf(record) : null
      }),
    }
  },
  getTransaction: (chain, params) => {
    const record = chain.getTransaction(stringAt(params, 0, 'signature'))
    return record ? transactionResult(record, configAt(params, 1)) : null
  },
  getSignaturesForAddress: (chain, params) => {
    const address = addressAt(params, 0)
    const { limit = 1000, before, until } = configAt(params, 1)
    if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1 || limit > 1000) {
      throw invalidParams('limit must be an integer from 1 to 1000')
    }
    let records = chain.transactionsOf(address)
    if (typeof before === 'string') {
      const index = records.findIndex((record) => record.signature === before)
      records = index === -1 ? [] : records.slice(index + 1)
    }
    if (typeof until === 'string') {
      const index = records.findIndex((record) => record.signature === until)
      if (index !== -1) records = records.slice(0, index)
    }
    return records.slice(0, limit).map((record) => ({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    }))
  },
  getTokenAccountsByOwner: tokenAccountsByOwner,
  getTokenAccountBalance: (chain, params) => {
    const address = addressAt(params, 0)
    const account = chain.getAccount(address)
    const parsed = account ? parsedTokenData(chain, account) : null
    if (!parsed) throw invalidParams('Invalid param: not a Token account')
    return { context: context(chain), value: parsed.parsed.info.tokenAmount }
  },
}
