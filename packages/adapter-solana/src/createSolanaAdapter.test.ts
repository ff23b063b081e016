import { PublicKey } from '@solana/web3.js'
import { useSolanaFixture } from '../test/solanaTestSetup.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'

const env = useSolanaFixture()
const [network] = env.networks

describe('createSolanaAdapter', () => {
  it('refuses an invalid preflight commitment with a message naming the value and the allowed ones', () => {
    expect(() => createSolanaAdapter({ networks: [network], commitment: 'fast' })).toThrow(
      'Invalid preflight commitment "fast": must be one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    )
    expect(() => createSolanaAdapter({ networks: [network], commitment: 'singleGossip' })).not.toThrow()
  })

  it('refuses an invalid address with a message naming it, before asking the wallet', async () => {
    const { adapter, wallet } = await env.connected()
    await expect(
      (async () => adapter.validateAddress({ address: 'not-an-address', network }))(),
    ).rejects.toThrow('Invalid address "not-an-address": not a base58 public key of 32 bytes')
    // The check has loaded with the first call: answered synchronously now.
    expect(() => adapter.validateAddress({ address: '1111', network })).toThrow(
      'Invalid address "1111": not a base58 public key of 32 bytes',
    )
    await expect(adapter.sendTransaction({ network, to: '1111', value: 1n })).rejects.toThrow(
      'Invalid address "1111": not a base58 public key of 32 bytes',
    )
    expect(wallet.requests).toEqual(['standard:connect'])
  })

  it('exposes a web3.js Connection that reads the same chain, and the wallet as provider', async () => {
    const { adapter, wallet } = await env.connected()
    const connection = await adapter.getConnection(network)
    const balance = await adapter.getBalance({ address: wallet.address, network })
    expect(BigInt(await connection.getBalance(new PublicKey(wallet.address)))).toBe(balance.value)
    expect(balance).toMatchObject({ symbol: 'SOL', decimals: 9, formatted: '5' })
    expect(adapter.getProvider()?.name).toBe('WalletPort Test Wallet')
    expect(await adapter.getConnection(network)).toBe(connection)
  })
})
