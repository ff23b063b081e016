import { fromBase64, fromHex, toBase64, toHex } from '@cosmjs/encoding'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import { Tx } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import {
  type CosmosBlock,
  type CosmosChain,
  CosmosTxError,
  type CosmosTxRecord,
  type CosmosTxResult,
} from './createCosmosChain.js'
import { matchesTxQuery, parseTxQuery } from './parseTxQuery.js'

/** A JSON-RPC error as CometBFT sends it: the reason is in `data`. */
export class CometRpcError extends Error {
  override name = 'CometRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: string,
  ) {
    super(message)
  }
}

type Params = Record<string, unknown>

/** The CometBFT version the fixture reports: cosmjs' connectComet picks its Comet38 client for it. */
export const COMET_VERSION = '0.38.17'
const NODE_ID = 'f00dfeedf00dfeedf00dfeedf00dfeedf00dfeed'
const VALIDATOR_ADDRESS = 'A1B2C3D4E5F60718293A4B5C6D7E8F9012345678'
const VALIDATOR_PUBKEY = toBase64(new Uint8Array(32).fill(7))
const EMPTY_HASH = toHex(new Uint8Array(32)).toUpperCase()
const DEFAULT_PER_PAGE = 30
const MAX_PER_PAGE = 100

const internal = (data: string) => new CometRpcError(-32603, 'Internal error', data)
const invalidParams = (data: string) => new CometRpcError(-32602, 'Invalid params', data)
const hex = (bytes: Uint8Array) => toHex(bytes).toUpperCase()

function stringParam(params: Params, name: string): string | undefined {
  const value = params[name]
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' && typeof value !== 'number') throw invalidParams(`${name} must be a string`)
  return String(value)
}

function intParam(params: Params, name: string): number | undefined {
  const value = stringParam(params, name)
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) throw invalidParams(`${name} must be an integer, got ${value}`)
  return Number(value)
}

/** Bytes sent as hex (abci_query data, GET style with or without 0x) or base64 (tx hash over JSON). */
function bytesParam(params: Params, name: string, encoding: 'hex' | 'base64'): Uint8Array {
  const value = stringParam(params, name) ?? ''
  const bare = value.replace(/^0x/i, '')
  try {
    if (encoding === 'hex' || (value.startsWith('0x') && /^[0-9a-f]*$/i.test(bare))) return fromHex(bare)
    if (/^[0-9a-f]{64}$/i.test(value)) return fromHex(value)
    return fromBase64(value)
  } catch {
    throw invalidParams(`${name} is not valid ${encoding}`)
  }
}

function blockId(block: CosmosBlock | undefined) {
  if (!block) return { hash: '', parts: { total: 0, hash: '' } }
  return { hash: hex(block.hash), parts: { total: 1, hash: hex(block.hash) } }
}

function header(chain: CosmosChain, block: CosmosBlock) {
  const previous = chain.blocks()[block.height - 2]
  return {
    version: { block: '11', app: '0' },
    chain_id: chain.chainId,
    height: String(block.height),
    time: block.time.toISOString(),
    last_block_id: blockId(previous),
    last_commit_hash: EMPTY_HASH,
    data_hash: EMPTY_HASH,
    validators_hash: EMPTY_HASH,
    next_validators_hash: EMPTY_HASH,
    consensus_hash: EMPTY_HASH,
    app_hash: hex(block.appHash),
    last_results_hash: EMPTY_HASH,
    evidence_hash: EMPTY_HASH,
    proposer_address: VALIDATOR_ADDRESS,
  }
}

function blockAt(chain: CosmosChain, height: number | undefined): CosmosBlock {
  const latest = chain.latestBlock()
  if (height === undefined || height === 0) return latest
  const block = chain.blocks()[height - 1]
  if (!block || height < 1) {
    throw internal(
      `height ${height} must be less than or equal to the current blockchain height ${latest.height}`,
    )
  }
  return block
}

function txResultJson(result: CosmosTxResult) {
  return {
    code: result.code,
    data: toBase64(result.data),
    log: result.log,
    info: '',
    gas_wanted: String(result.gasWanted),
    gas_used: String(result.gasUsed),
    events: result.events,
    codespace: result.codespace,
  }
}

function txJson(record: CosmosTxRecord) {
  return {
    hash: record.hash,
    height: String(record.height),
    index: record.index,
    tx_result: txResultJson(record.result),
    tx: toBase64(record.tx),
  }
}

function abciAnswer(chain: CosmosChain, value: Uint8Array) {
  return {
    response: {
      code: 0,
      log: '',
      info: '',
      index: '0',
      key: null,
      value: toBase64(value),
      proofOps: null,
      height: String(chain.latestBlock().height),
      codespace: '',
    },
  }
}

function abciFailure(chain: CosmosChain, code: number, log: string, codespace = 'sdk') {
  return {
    response: {
      code,
      log,
      info: '',
      index: '0',
      key: null,
      value: null,
      proofOps: null,
      height: String(chain.latestBlock().height),
      codespace,
    },
  }
}

function abciQuery(chain: CosmosChain, path: string, data: Uint8Array) {
  try {
    switch (path) {
      case '/cosmos.auth.v1beta1.Query/Account': {
        const { address } = QueryAccountRequest.decode(data)
        const account = chain.getAccount(address)
        if (!account) {
          return abciFailure(
            chain,
            22,
            `rpc error: code = NotFound desc = account ${address} not found: key not found`,
          )
        }
        const base = BaseAccount.fromPartial({
          address,
          accountNumber: account.accountNumber,
          sequence: account.sequence,
          ...(account.pubkey && {
            pubKey: {
              typeUrl: '/cosmos.crypto.secp256k1.PubKey',
              value: PubKey.encode({ key: account.pubkey }).finish(),
            },
          }),
        })
        const response = QueryAccountResponse.encode(
          QueryAccountResponse.fromPartial({
            account: {
              typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
              value: BaseAccount.encode(base).finish(),
            },
          }),
        )
        return abciAnswer(chain, response.finish())
      }
      case '/cosmos.bank.v1beta1.Query/Balance': {
        const { address, denom } = QueryBalanceRequest.decode(data)
        if (!address) return abciFailure(chain, 7, 'empty address string is not allowed: invalid address')
        const amount = chain.balanceOf(address, denom)
        return abciAnswer(
          chain,
          QueryBalanceResponse.encode(
            QueryBalanceResponse.fromPartial({ balance: { denom, amount: amount.toString() } }),
          ).finish(),
        )
      }
      case '/cosmos.bank.v1beta1.Query/AllBalances': {
        const { address } = QueryAllBalancesRequest.decode(data)
        const balances = chain.balancesOf(address)
        return abciAnswer(
          chain,
          QueryAllBalancesResponse.encode(
            QueryAllBalancesResponse.fromPartial({
              balances,
              pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) },
            }),
          ).finish(),
        )
      }
      case '/cosmos.tx.v1beta1.Service/Simulate': {
        const request = SimulateRequest.decode(data)
        // Tx and TxRaw share field numbers and wire types, so a deprecated `tx` re-encodes to TxRaw bytes.
        const bytes =
          request.txBytes.length > 0 ? request.txBytes : Tx.encode(request.tx ?? Tx.fromPartial({})).finish()
        const { gasUsed, events, data: resultData } = chain.simulate(bytes)
        return abciAnswer(
          chain,
          SimulateResponse.encode(
            SimulateResponse.fromPartial({
              gasInfo: { gasWanted: 0n, gasUsed },
              result: {
                data: resultData,
                log: '',
                events: events.map((event) => ({
                  type: event.type,
                  attributes: event.attributes.map(({ key, value, index }) => ({ key, value, index })),
                })),
                msgResponses: [],
              },
            }),
          ).finish(),
        )
      }
      default:
        return abciFailure(chain, 6, `no route for ${path}: unknown request`)
    }
  } catch (error) {
    if (error instanceof CosmosTxError) return abciFailure(chain, error.code, error.message, error.codespace)
    return abciFailure(chain, 2, `${String(error)}: tx parse error`)
  }
}

function txSearch(chain: CosmosChain, params: Params) {
  const query = stringParam(params, 'query')
  if (!query) throw invalidParams('query cannot be empty')
  let conditions: ReturnType<typeof parseTxQuery>
  try {
    conditions = parseTxQuery(query)
  } catch (error) {
    throw internal(`failed to parse query: ${(error as Error).message}`)
  }
  const orderBy = stringParam(params, 'order_by') ?? 'asc'
  if (orderBy !== 'asc' && orderBy !== 'desc')
    throw internal('expected order_by to be either `asc` or `desc` or empty')
  const matches = chain.transactions().filter((record) => matchesTxQuery(conditions, record))
  if (orderBy === 'desc') matches.reverse()
  const perPage = Math.min(Math.max(intParam(params, 'per_page') ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE)
  const pages = Math.max(1, Math.ceil(matches.length / perPage))
  const page = intParam(params, 'page') ?? 1
  if (page < 1 || page > pages) throw internal(`page should be within [1, ${pages}] range, given ${page}`)
  return {
    txs: matches.slice((page - 1) * perPage, page * perPage).map(txJson),
    total_count: String(matches.length),
  }
}

/** The CometBFT RPC methods the fixture answers, by name; each returns the JSON `result`. */
export const cometRpcMethods: Record<string, (chain: CosmosChain, params: Params) => unknown> = {
  health: () => ({}),
  status(chain) {
    const latest = chain.latestBlock()
    const first = chain.blocks()[0]!
    return {
      node_info: {
        protocol_version: { p2p: '8', block: '11', app: '0' },
        id: NODE_ID,
        listen_addr: 'tcp://127.0.0.1:26656',
        network: chain.chainId,
        version: COMET_VERSION,
        channels: '40202122233038606100',
        moniker: 'walletport-fixture-node',
        other: { tx_index: 'on', rpc_address: 'tcp://127.0.0.1:26657' },
      },
      sync_info: {
        latest_block_hash: hex(latest.hash),
        latest_app_hash: hex(latest.appHash),
        latest_block_height: String(latest.height),
        latest_block_time: latest.time.toISOString(),
        earliest_block_hash: hex(first.hash),
        earliest_app_hash: hex(first.appHash),
        earliest_block_height: String(first.height),
        earliest_block_time: first.time.toISOString(),
        catching_up: false,
      },
      validator_info: {
        address: VALIDATOR_ADDRESS,
        pub_key: { type: 'tendermint/PubKeyEd25519', value: VALIDATOR_PUBKEY },
        voting_power: '10',
      },
    }
  },
  abci_info(chain) {
    const latest = chain.latestBlock()
    return {
      response: {
        data: 'walletport-fixture',
        version: COMET_VERSION,
        last_block_height: String(latest.height),
        last_block_app_hash: toBase64(latest.appHash),
      },
    }
  },
  abci_query(chain, params) {
    const path = stringParam(params, 'path')
    if (!path) throw invalidParams('path is required')
    return abciQuery(chain, path, bytesParam(params, 'data', 'hex'))
  },
  broadcast_tx_sync(chain, params) {
    const { hash, check } = chain.broadcast(bytesParam(params, 'tx', 'base64'))
    return { code: check.code, data: toBase64(check.data), log: check.log, codespace: check.codespace, hash }
  },
  tx(chain, params) {
    const hash = hex(bytesParam(params, 'hash', 'base64'))
    const record = chain.getTx(hash)
    if (!record) throw internal(`tx (${hash}) not found`)
    return txJson(record)
  },
  tx_search: txSearch,
  block(chain, params) {
    const block = blockAt(chain, intParam(params, 'height'))
    const previous = chain.blocks()[block.height - 2]
    return {
      block_id: blockId(block),
      block: {
        header: header(chain, block),
        data: { txs: block.txs.map(toBase64) },
        evidence: { evidence: [] },
        last_commit: {
          height: String(Math.max(0, block.height - 1)),
          round: 0,
          block_id: blockId(previous),
          signatures: [],
        },
      },
    }
  },
  header(chain, params) {
    return { header: header(chain, blockAt(chain, intParam(params, 'height'))) }
  },
  blockchain(chain, params) {
    const latest = chain.latestBlock().height
    const max = Math.min(intParam(params, 'maxHeight') ?? latest, latest)
    const min = Math.max(intParam(params, 'minHeight') ?? 1, max - 19, 1)
    if (min > max) throw internal(`min height ${min} can't be greater than max height ${max}`)
    const metas = []
    for (let height = max; height >= min; height--) {
      const block = chain.blocks()[height - 1]!
      metas.push({
        block_id: blockId(block),
        block_size: String(block.txs.reduce((size, tx) => size + tx.length, 0) + 200),
        header: header(chain, block),
        num_txs: String(block.txs.length),
      })
    }
    return { last_height: String(latest), block_metas: metas }
  },
  num_unconfirmed_txs: () => ({ n_txs: '0', total: '0', total_bytes: '0', txs: [] }),
}

/** Answers one JSON-RPC request object (or a batch); null for notifications. */
export function handleCometRpc(chain: CosmosChain, body: unknown): unknown {
  if (Array.isArray(body)) return body.map((item) => handleCometRpc(chain, item))
  const request = body as { id?: unknown; method?: unknown; params?: unknown } | null
  const id = request?.id ?? -1
  if (!request || typeof request.method !== 'string') {
    return {
      jsonrpc: '2.0',
      id,
      error: { code: -32600, message: 'Invalid Request', data: 'method is missing' },
    }
  }
  const handler = cometRpcMethods[request.method]
  if (!handler) {
    return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found', data: request.method } }
  }
  try {
    const params = (request.params ?? {}) as Params
    return { jsonrpc: '2.0', id, result: handler(chain, Array.isArray(params) ? {} : params) }
  } catch (error) {
    const known = error instanceof CometRpcError ? error : internal(String(error))
    return { jsonrpc: '2.0', id, error: { code: known.code, message: known.message, data: known.data } }
  }
}
