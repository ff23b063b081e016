import { Keypair } from '@solana/web3.js'
import type { Wallet } from '@wallet-standard/base'
import { InvalidWalletResponseError } from '@walletport/core'
import { useSolanaFixture, withFeatures } from '../test/solanaTestSetup.js'

const env = useSolanaFixture()

type ChangeListener = (properties: { accounts?: unknown }) => void

/** Wraps the wallet so that the test can fire `standard:events` changes a broken wallet would send. */
function withFiringEvents(): {
  wrap: (wallet: Wallet) => Wallet
  fire: (properties: { accounts?: unknown }) => void
} {
  const listeners = new Set<ChangeListener>()
  return {
    wrap: (wallet) =>
      withFeatures(wallet, {
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: ChangeListener) => {
            listeners.add(listener)
            return () => listeners.delete(listener)
          },
        },
      }),
    fire: (properties) => {
      for (const listener of [...listeners]) listener(properties)
    },
  }
}

describe('wallet events of a connection', () => {
  it('follows an account change the wallet announces through standard:events', async () => {
    const { adapter, wallet } = await env.connected()
    const seen: string[][] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts.map((account) => account.address)))
    const next = Keypair.generate()
    wallet.switchAccount(next)
    expect(seen).toEqual([[next.publicKey.toBase58()]])
    wallet.revoke()
    expect(seen.at(-1)).toEqual([])
    expect(adapter.getProvider()).toBeUndefined()
  })

  it('ignores a change that carries no accounts (chains or features only)', async () => {
    const events = withFiringEvents()
    const { adapter, wallet } = await env.connected({ wrap: events.wrap })
    const seen: unknown[] = []
    adapter.on('accountsChanged', (accounts) => seen.push(accounts))
    events.fire({})
    expect(seen).toEqual([])
    expect(adapter.getProvider()).toBeDefined()
    expect(wallet.address).toBeDefined()
  })
})

// Issue 15, defect 3: an account change with what is no address never lands in state.
describe('malformed account changes are dropped and reported (defect 3)', () => {
  it.each([
    ['markup', [{ address: '0x<img src=x onerror=alert(1)>', chains: [], features: [] }]],
    ['hello-not-an-address', [{ address: 'hello-not-an-address', chains: [], features: [] }]],
    ['an empty object', [{}]],
    ['no list', 'garbage'],
  ])(
    'a change with %s: accounts kept, an error event, nothing thrown into the wallet',
    async (_, accounts) => {
      const events = withFiringEvents()
      const { adapter, wallet } = await env.connected({ wrap: events.wrap })
      const seen: unknown[] = []
      const errors: Error[] = []
      adapter.on('accountsChanged', (next) => seen.push(next))
      adapter.on('error', (error) => errors.push(error))
      expect(() => events.fire({ accounts })).not.toThrow()
      expect(seen).toEqual([])
      expect(adapter.getProvider()).toBeDefined()
      expect(errors[0]).toBeInstanceOf(InvalidWalletResponseError)
      expect(errors[0]?.message).toBe("The wallet's answer to standard:events is malformed")
      expect(wallet.address).toBeDefined()
    },
  )
})
