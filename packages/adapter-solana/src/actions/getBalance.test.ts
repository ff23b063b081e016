import { Keypair } from '@solana/web3.js'
import { defineNetwork } from '@walletport/core'
import { useSolanaFixture } from '../../test/solanaTestSetup.js'
import { createSolanaAdapter } from '../createSolanaAdapter.js'

const env = useSolanaFixture()
const [network] = env.networks

describe('getBalance', () => {
  it("reads lamports from the RPC, formatted in the network's currency", async () => {
    const address = Keypair.generate().publicKey.toBase58()
    env.fixture.devnets[0].airdrop(address, 1_500_000_000n)
    const adapter = createSolanaAdapter({ networks: env.networks })
    expect(await adapter.getBalance({ address, network })).toEqual({
      value: 1_500_000_000n,
      decimals: 9,
      symbol: 'SOL',
      formatted: '1.5',
    })
    const milli = defineNetwork({
      ...network,
      nativeCurrency: { name: 'Milli', symbol: 'mSOL', decimals: 6 },
    })
    expect((await adapter.getBalance({ address, network: milli })).formatted).toBe('1500')
  })

  it('refuses an address that is no public key before asking the RPC', async () => {
    const adapter = createSolanaAdapter({ networks: env.networks })
    await expect(adapter.getBalance({ address: '0xabc', network })).rejects.toThrow('Invalid address "0xabc"')
  })
})
