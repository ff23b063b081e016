import { EvmRpcError, evmRpc } from './evmRpc.js'

/** One transaction in Etherscan's `txlist` shape (numbers as decimal strings, addresses lower-case). */
export interface EtherscanTx {
  blockNumber: string
  timeStamp: string
  hash: string
  nonce: string
  blockHash: string
  transactionIndex: string
  from: string
  to: string
  value: string
  gas: string
  gasPrice: string
  isError: '0' | '1'
  txreceipt_status: '0' | '1' | ''
  input: string
  contractAddress: string
  cumulativeGasUsed: string
  gasUsed: string
  confirmations: string
  methodId: string
  functionName: string
}

export interface EvmTxQuery {
  address: string
  startBlock?: number
  endBlock?: number
  page?: number
  offset?: number
  sort?: 'asc' | 'desc'
}

export interface EvmTxIndex {
  chainId: number
  rpcUrl: string
  /** Indexes every block up to the node's current head (lazily, before each answer). Calls run one after another. */
  catchUp(): Promise<void>
  list(query: EvmTxQuery): EtherscanTx[]
}

export interface CreateEvmTxIndexParameters {
  chainId: number
  rpcUrl: string
  /** Blocks further back than this from the head are skipped when catching up (after anvil_mine of many blocks). */
  maxBlocksPerCatchUp?: number
  /** Oldest transactions are dropped beyond this count. */
  maxTransactions?: number
}

interface RpcTx {
  hash: string
  nonce: string
  blockHash: string
  blockNumber: string
  transactionIndex: string
  from: string
  to: string | null
  value: string
  gas: string
  gasPrice?: string
  input: string
}

interface RpcBlock {
  number: string
  hash: string
  timestamp: string
  transactions: RpcTx[]
}

interface RpcReceipt {
  transactionHash: string
  status?: string
  gasUsed: string
  cumulativeGasUsed: string
  effectiveGasPrice?: string
  contractAddress: string | null
}

type StoredTx = Omit<EtherscanTx, 'confirmations'> & { block: number; index: number }

const toHex = (value: number) => `0x${value.toString(16)}`
const toDecimal = (hex: string | null | undefined) => (hex ? BigInt(hex).toString() : '0')
// Reorg checks only need the recent tail.
const blockHashesKept = 1_024

export function createEvmTxIndex(parameters: CreateEvmTxIndexParameters): EvmTxIndex {
  const { chainId, rpcUrl, maxBlocksPerCatchUp = 1_000, maxTransactions = 10_000 } = parameters
  const blocks: { number: number; hash: string }[] = []
  let txs: StoredTx[] = []
  let head = -1
  let queue: Promise<void> = Promise.resolve()

  async function receiptsOf(block: RpcBlock): Promise<Map<string, RpcReceipt>> {
    if (block.transactions.length === 0) return new Map()
    let receipts: RpcReceipt[]
    try {
      receipts = await evmRpc<RpcReceipt[]>(rpcUrl, 'eth_getBlockReceipts', [block.number])
    } catch (error) {
      if (!(error instanceof EvmRpcError) || error.code !== -32601) throw error
      receipts = await Promise.all(
        block.transactions.map((tx) => evmRpc<RpcReceipt>(rpcUrl, 'eth_getTransactionReceipt', [tx.hash])),
      )
    }
    return new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  }

  function dropFrom(number: number) {
    while (blocks.length > 0 && blocks[blocks.length - 1]!.number >= number) blocks.pop()
    txs = txs.filter((tx) => tx.block < number)
  }

  async function indexBlock(number: number) {
    const block = await evmRpc<RpcBlock | null>(rpcUrl, 'eth_getBlockByNumber', [toHex(number), true])
    if (!block) return
    const receipts = await receiptsOf(block)
    for (const tx of block.transactions) {
      const receipt = receipts.get(tx.hash)
      const failed = receipt?.status === '0x0'
      txs.push({
        block: number,
        index: Number(tx.transactionIndex),
        blockNumber: String(number),
        timeStamp: toDecimal(block.timestamp),
        hash: tx.hash,
        nonce: toDecimal(tx.nonce),
        blockHash: block.hash,
        transactionIndex: toDecimal(tx.transactionIndex),
        from: tx.from.toLowerCase(),
        to: tx.to?.toLowerCase() ?? '',
        value: toDecimal(tx.value),
        gas: toDecimal(tx.gas),
        gasPrice: toDecimal(receipt?.effectiveGasPrice ?? tx.gasPrice),
        isError: failed ? '1' : '0',
        txreceipt_status: receipt?.status === undefined ? '' : failed ? '0' : '1',
        input: tx.input,
        contractAddress: receipt?.contractAddress?.toLowerCase() ?? '',
        cumulativeGasUsed: toDecimal(receipt?.cumulativeGasUsed),
        gasUsed: toDecimal(receipt?.gasUsed),
        methodId: tx.input.length >= 10 ? tx.input.slice(0, 10) : '0x',
        functionName: '',
      })
    }
    if (txs.length > maxTransactions) txs = txs.slice(txs.length - maxTransactions)
    blocks.push({ number, hash: block.hash })
    if (blocks.length > blockHashesKept) blocks.shift()
  }

  async function run() {
    head = Number(await evmRpc<string>(rpcUrl, 'eth_blockNumber'))
    // evm_revert / anvil_reset rewrite history: drop indexed blocks the node no longer has.
    for (;;) {
      const last = blocks[blocks.length - 1]
      if (!last) break
      if (last.number <= head) {
        const current = await evmRpc<{ hash: string } | null>(rpcUrl, 'eth_getBlockByNumber', [
          toHex(last.number),
          false,
        ])
        if (current?.hash === last.hash) break
      }
      dropFrom(last.number)
    }
    const next = (blocks[blocks.length - 1]?.number ?? -1) + 1
    for (let number = Math.max(next, head - maxBlocksPerCatchUp + 1); number <= head; number++) {
      await indexBlock(number)
    }
  }

  return {
    chainId,
    rpcUrl,
    catchUp() {
      const result = queue.then(run)
      queue = result.catch(() => undefined)
      return result
    },
    list({ address, startBlock = 0, endBlock = Number.MAX_SAFE_INTEGER, page = 1, offset, sort = 'asc' }) {
      const wanted = address.toLowerCase()
      const matching = txs.filter(
        (tx) =>
          tx.block >= startBlock &&
          tx.block <= endBlock &&
          (tx.from === wanted || tx.to === wanted || tx.contractAddress === wanted),
      )
      matching.sort((a, b) => a.block - b.block || a.index - b.index)
      if (sort === 'desc') matching.reverse()
      const pageItems = offset === undefined ? matching : matching.slice((page - 1) * offset, page * offset)
      return pageItems.map(({ block, index: _index, ...tx }) => ({
        ...tx,
        confirmations: String(head - block + 1),
      }))
    },
  }
}
