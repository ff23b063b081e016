import { Keypair } from '@solana/web3.js'
import { useSolanaFixture } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const env = useSolanaFixture()
const [network] = env.networks

describe('getHistory', () => {
  it('pages history by signature and shows the recipient an incoming transfer', async () => {
    const { adapter, wallet } = await env.connected()
    const recipient = Keypair.generate().publicKey.toBase58()
    for (const value of [1_000_000n, 2_000_000n]) {
      const { hash } = await adapter.sendTransaction({ network, to: recipient, value })
      await adapter.waitForTransaction({ hash, network })
    }
    const paged = createSolanaAdapter({ networks: env.networks, historyPageSize: 1 })
    const first = await paged.getHistory!({ address: recipient, network })
    expect(first.data[0]?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '0.002' } })
    expect(first.next).toBe(first.data[0]?.id)
    const second = await paged.getHistory!({ address: recipient, network, cursor: first.next })
    expect(second.data[0]?.metadata.sentFrom).toBe(wallet.address)
    expect(second.data[0]?.transfers[0]?.quantity.numeric).toBe('0.001')
  })

  it('refuses an address that is no public key before asking the RPC', async () => {
    const adapter = createSolanaAdapter({ networks: env.networks })
    await expect(adapter.getHistory!({ address: 'nope', network })).rejects.toThrow('Invalid address "nope"')
  })
})
