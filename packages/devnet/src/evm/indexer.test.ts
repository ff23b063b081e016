import type { EtherscanTx } from './createEvmTxIndex.js'
import { evmRpc } from './evmRpc.js'
import { type EvmIndexer, startEvmIndexer } from './indexer.js'
import { type EvmNode, startEvmNode } from './startEvmNode.js'
import { createEvmTestWallet } from './testWallet.js'

type Body = { status: string; message: string; result: EtherscanTx[] | string }

describe('startEvmIndexer', () => {
  let node: EvmNode
  let other: EvmNode
  let indexer: EvmIndexer
  let single: EvmIndexer
  beforeAll(async () => {
    ;[node, other] = await Promise.all([startEvmNode({ chainId: 31337 }), startEvmNode({ chainId: 31338 })])
    ;[indexer, single] = await Promise.all([
      startEvmIndexer({ chains: [node, other] }),
      startEvmIndexer({ chains: [node] }),
    ])
  })
  afterAll(() => Promise.all([indexer?.stop(), single?.stop(), node?.stop(), other?.stop()]))

  const get = async (base: string, query: string) => {
    const response = await fetch(`${base}?${query}`)
    return { response, body: (await response.json()) as Body }
  }
  const send = async (from: number, to: string, value: bigint) => {
    const wallet = createEvmTestWallet({
      accounts: [node.accounts[from]!],
      rpcUrls: { 31337: node.rpcUrl },
      chainId: 31337,
      authorized: true,
    })
    const params = [{ from: node.accounts[from]!.address, to, value: `0x${value.toString(16)}` }]
    const hash = (await wallet.request({ method: 'eth_sendTransaction', params })) as string
    // Automine answers with the hash a moment before the block exists.
    while (!(await evmRpc(node.rpcUrl, 'eth_getTransactionReceipt', [hash]))) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return hash
  }

  it('lists a sent transaction with Etherscan fields, including receipt status', async () => {
    const to = node.accounts[7]!.address
    const hash = await send(3, to, 12345n)
    const receipt = await evmRpc<{ blockNumber: string; gasUsed: string }>(
      node.rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
    const { response, body } = await get(
      indexer.apiUrl,
      `chainid=31337&module=account&action=txlist&address=${to}&page=1&offset=10&sort=desc`,
    )
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(body.status).toBe('1')
    expect(body.message).toBe('OK')
    const [tx] = body.result as EtherscanTx[]
    expect(tx).toMatchObject({
      hash,
      blockNumber: String(Number(receipt.blockNumber)),
      from: node.accounts[3]!.address.toLowerCase(),
      to: to.toLowerCase(),
      value: '12345',
      gasUsed: String(Number(receipt.gasUsed)),
      isError: '0',
      txreceipt_status: '1',
      input: '0x',
      methodId: '0x',
      confirmations: '1',
    })
    expect(Number(tx!.timeStamp)).toBeGreaterThan(1_600_000_000)
    expect(Number(tx!.gasPrice)).toBeGreaterThan(0)
  })

  it('sorts ascending by default and descending on sort=desc, and pages with offset', async () => {
    const to = node.accounts[8]!.address
    const first = await send(4, to, 1n)
    const second = await send(4, to, 2n)
    const query = `module=account&action=txlist&address=${to}`
    const asc = await get(single.apiUrl, query)
    expect((asc.body.result as EtherscanTx[]).map((tx) => tx.hash)).toEqual([first, second])
    const desc = await get(single.apiUrl, `${query}&sort=desc&page=1&offset=1`)
    expect((desc.body.result as EtherscanTx[]).map((tx) => tx.hash)).toEqual([second])
    const page2 = await get(single.apiUrl, `${query}&sort=desc&page=2&offset=1`)
    expect((page2.body.result as EtherscanTx[]).map((tx) => tx.hash)).toEqual([first])
  })

  it("answers status '0' 'No transactions found' for an address without transactions", async () => {
    const { body } = await get(
      indexer.apiUrl,
      'chainid=31337&module=account&action=txlist&address=0x00000000000000000000000000000000000000aa',
    )
    expect(body).toEqual({ status: '0', message: 'No transactions found', result: [] })
  })

  it('keeps chains apart: a transaction on one chain is not listed for the other', async () => {
    const to = node.accounts[6]!.address
    await send(5, to, 5n)
    const { body } = await get(indexer.apiUrl, `chainid=31338&module=account&action=txlist&address=${to}`)
    expect(body.status).toBe('0')
  })

  it('requires chainid when following several chains and rejects bad input as Etherscan does', async () => {
    const address = node.accounts[0]!.address
    const missing = await get(indexer.apiUrl, `module=account&action=txlist&address=${address}`)
    expect(missing.body).toMatchObject({ status: '0', message: 'NOTOK' })
    expect(missing.body.result).toMatch(/chainid/)
    const badAddress = await get(single.apiUrl, 'module=account&action=txlist&address=0x123')
    expect(badAddress.body).toEqual({
      status: '0',
      message: 'NOTOK',
      result: 'Error! Invalid address format',
    })
    const badAction = await get(single.apiUrl, `module=account&action=nope&address=${address}`)
    expect(badAction.body.result).toBe('Error! Missing Or invalid Action name')
    const window = await get(
      single.apiUrl,
      `module=account&action=txlist&address=${address}&page=2&offset=6000`,
    )
    expect(window.body.result).toMatch(/Result window is too large/)
  })

  it('forgets transactions the node reverted (evm_revert)', async () => {
    const to = node.accounts[9]!.address
    const snapshot = await evmRpc<string>(node.rpcUrl, 'evm_snapshot')
    await send(2, to, 9n)
    const query = `module=account&action=txlist&address=${to}`
    expect((await get(single.apiUrl, query)).body.status).toBe('1')
    await evmRpc(node.rpcUrl, 'evm_revert', [snapshot])
    expect((await get(single.apiUrl, query)).body.status).toBe('0')
  })
})
