import { type BitcoinNode, startBitcoinNode } from './startBitcoinNode.js'

let node: BitcoinNode
const recipient = 'bcrt1qg6g8rlcqexpaxud46ft20g9dacsg946gek4jlz'

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${node.esploraUrl}${path}`)
  const text = await response.text()
  return { status: response.status, body: /^[[{]/.test(text) ? JSON.parse(text) : text }
}

beforeAll(async () => {
  node = await startBitcoinNode({ initialBlocks: 110 })
}, 60_000)

afterAll(() => node?.stop())

describe('startBitcoinNode', () => {
  it('mines the initial blocks and reports the tip height over Esplora', async () => {
    expect(node.height()).toBe(110)
    expect(await get('/blocks/tip/height')).toEqual({ status: 200, body: '110' })
  })

  it("uses Bitcoin Core's regtest bech32 prefix for the miner", () => {
    expect(node.minerAddress).toMatch(/^bcrt1q/)
  })

  it('fund puts a transaction in the mempool; mine confirms it with a block status', async () => {
    const txid = await node.fund(recipient, 123_456)
    expect(await get(`/tx/${txid}/status`)).toEqual({ status: 200, body: { confirmed: false } })
    const [hash] = await node.mine(1)
    const status = (await get(`/tx/${txid}/status`)).body as Record<string, unknown>
    expect(status).toMatchObject({ confirmed: true, block_height: 111, block_hash: hash })
    const utxos = (await get(`/address/${recipient}/utxo`)).body as { txid: string; value: number }[]
    expect(utxos).toEqual([expect.objectContaining({ txid, value: 123_456 })])
    const summary = (await get(`/address/${recipient}`)).body as { chain_stats: Record<string, number> }
    expect(summary.chain_stats).toMatchObject({ funded_txo_sum: 123_456, tx_count: 1 })
  })

  it('GET /tx/:txid carries prevouts, a fee and the hex round-trips', async () => {
    const txid = await node.fund(recipient, 50_000)
    const tx = (await get(`/tx/${txid}`)).body as { fee: number; vin: { prevout: { value: number } }[] }
    expect(tx.fee).toBeGreaterThan(0)
    expect(tx.vin[0]?.prevout.value).toBeGreaterThan(50_000)
    const hex = (await get(`/tx/${txid}/hex`)).body as string
    expect(hex).toMatch(/^[0-9a-f]+$/)
    await node.mine(1)
  })

  it('POST /tx refuses garbage and a double spend with the node reason', async () => {
    const garbage = await fetch(`${node.esploraUrl}/tx`, { method: 'POST', body: 'zz' })
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toContain('TX decode failed')
    const txid = await node.fund(recipient, 10_000)
    const hex = (await get(`/tx/${txid}/hex`)).body as string
    await expect(node.broadcast(hex)).rejects.toThrow(/missingorspent|already|duplicate|spent/)
    await node.mine(1)
  })

  it('pages confirmed address transactions 25 at a time with /txs/chain/:last_seen', async () => {
    const miner = node.minerAddress
    const first = (await get(`/address/${miner}/txs/chain`)).body as { txid: string }[]
    expect(first).toHaveLength(25)
    const second = (await get(`/address/${miner}/txs/chain/${first.at(-1)?.txid}`)).body as { txid: string }[]
    expect(second).toHaveLength(25)
    expect(second.map((tx) => tx.txid)).not.toContain(first[0]?.txid)
  })

  it('answers fee estimates in sat/vB and 404 for an unknown transaction', async () => {
    const estimates = (await get('/fee-estimates')).body as Record<string, number>
    expect(estimates['1']).toBeGreaterThan(0)
    expect((await get(`/tx/${'ab'.repeat(32)}`)).status).toBe(404)
    expect((await get('/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo')).status).toBe(400)
  })

  it('sends CORS headers', async () => {
    const response = await fetch(`${node.esploraUrl}/blocks/tip/height`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})
