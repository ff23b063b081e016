import { Keypair } from '@solana/web3.js'
import { mintTokens } from '../../test/mintTokens.js'
import { useSolanaFixture } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const env = useSolanaFixture()
const [network] = env.networks

describe('getTokenBalances', () => {
  it('reads SPL balances of the configured mints from jsonParsed token accounts', async () => {
    const payer = Keypair.generate()
    env.fixture.devnets[0].airdrop(payer.publicKey.toBase58(), 1_000_000_000n)
    const owner = Keypair.generate().publicKey
    const mint = await mintTokens(network, payer, owner, 1_250_000n, 6)
    const adapter = createSolanaAdapter({
      networks: env.networks,
      tokens: { [network.caipNetworkId]: [{ mint, symbol: 'TST', name: 'Test Token' }] },
    })
    expect(await adapter.getTokenBalances!({ address: owner.toBase58(), network })).toEqual([
      {
        name: 'Test Token',
        symbol: 'TST',
        chainId: network.caipNetworkId,
        address: mint,
        price: 0,
        quantity: { decimals: 6, numeric: '1.25' },
      },
    ])
  })

  it('lists nothing, without a request, for a network with no configured mint', async () => {
    const adapter = createSolanaAdapter({ networks: env.networks, rpc: { url: 'http://127.0.0.1:9' } })
    expect(
      await adapter.getTokenBalances!({ address: Keypair.generate().publicKey.toBase58(), network }),
    ).toEqual([])
  })
})
