import type { AdapterEventMap } from '../adapter/types.js'
import { InvalidAddressError } from '../errors/adapter.js'
import { ChainNotSupportedError } from '../errors/connection.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import { localEvm, localEvm2, localSolana } from '../networks/index.js'
import { createMemoryAdapter } from './createMemoryAdapter.js'

function setup(options: Partial<Parameters<typeof createMemoryAdapter>[0]> = {}) {
  return createMemoryAdapter({ networks: [localEvm, localEvm2], ...options })
}

function record<E extends keyof AdapterEventMap>(adapter: ReturnType<typeof setup>, event: E) {
  const seen: AdapterEventMap[E][] = []
  const unsubscribe = adapter.on(event, (payload) => seen.push(payload))
  return { seen, unsubscribe }
}

const connectorId = 'memory'

describe('createMemoryAdapter', () => {
  describe('events', () => {
    it('changeAccounts sends accountsChanged with the new accounts', async () => {
      const adapter = setup()
      await adapter.connect({ connectorId, network: localEvm })
      const { seen } = record(adapter, 'accountsChanged')
      adapter.wallet.changeAccounts(['mem00ff'])
      expect(seen).toEqual([[{ address: 'mem00ff', type: 'eoa' }]])
    })

    it('changeNetwork sends networkChanged with the caipNetworkId', async () => {
      const adapter = setup()
      await adapter.connect({ connectorId, network: localEvm })
      const { seen } = record(adapter, 'networkChanged')
      adapter.wallet.changeNetwork(localEvm2)
      expect(seen).toEqual(['eip155:31338'])
    })

    it('disconnectFromWallet sends disconnected and drops the provider', async () => {
      const adapter = setup()
      await adapter.connect({ connectorId, network: localEvm })
      const { seen } = record(adapter, 'disconnected')
      adapter.wallet.disconnectFromWallet()
      expect(seen).toEqual([undefined])
      expect(adapter.getProvider()).toBeUndefined()
    })

    it('announce adds the connector and sends connectorsChanged with the full list', () => {
      const adapter = setup()
      const { seen } = record(adapter, 'connectorsChanged')
      adapter.wallet.announce({ id: 'late', name: 'Late Wallet' })
      expect(seen[0]?.map((connector) => connector.id)).toEqual(['memory', 'late'])
      expect(adapter.getConnectors().find((connector) => connector.id === 'late')?.type).toBe('ANNOUNCED')
    })

    it('switchNetwork while connected sends networkChanged; while disconnected it sends nothing', async () => {
      const adapter = setup()
      const { seen } = record(adapter, 'networkChanged')
      await adapter.switchNetwork({ network: localEvm2 })
      expect(seen).toEqual([])
      await adapter.connect({ connectorId, network: localEvm })
      await adapter.switchNetwork({ network: localEvm2 })
      expect(seen).toEqual(['eip155:31338'])
    })

    it('an unsubscribed listener hears nothing more', () => {
      const adapter = setup()
      const { seen, unsubscribe } = record(adapter, 'networkChanged')
      unsubscribe()
      adapter.wallet.changeNetwork(localEvm2)
      expect(seen).toEqual([])
    })
  })

  describe('wallet behaviour', () => {
    it('stall holds prompts until releaseStalled, which rejects them as user rejections', async () => {
      const adapter = setup()
      adapter.wallet.setBehavior('stall')
      const signing = adapter.signMessage({ message: 'hi', address: 'mem0001', network: localEvm })
      const connecting = adapter.connect({ connectorId, network: localEvm })
      let settled = false
      signing.then(
        () => {
          settled = true
        },
        () => {
          settled = true
        },
      )
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect(settled).toBe(false)
      adapter.wallet.releaseStalled()
      const errors = await Promise.all([
        signing.catch((e: unknown) => e),
        connecting.catch((e: unknown) => e),
      ])
      expect(errors.map(isUserRejection)).toEqual([true, true])
      expect(adapter.wallet.requests).toEqual(['signMessage', 'connect'])
    })

    it('reject refuses connect with a user rejection and leaves the site unauthorised', async () => {
      const adapter = setup()
      adapter.wallet.setBehavior('reject')
      await expect(adapter.connect({ connectorId, network: localEvm })).rejects.toThrow(
        'User rejected the request',
      )
      expect(await adapter.reconnect({ connectorId, network: localEvm })).toBeNull()
    })

    it('reconnect succeeds silently when the wallet already authorised the site', async () => {
      const adapter = setup({ authorized: true })
      adapter.wallet.setBehavior('reject')
      const connection = await adapter.reconnect({ connectorId, network: localEvm2 })
      expect(connection?.caipNetworkId).toBe('eip155:31338')
      expect(connection?.accounts.map((account) => account.address)).toEqual(['mem0001', 'mem0002'])
    })
  })

  describe('transfers', () => {
    it('refuses a transfer above balance minus fee with an insufficient-funds error and keeps the ledger', async () => {
      const adapter = setup({ balances: { mem0001: 100n }, fee: 10n })
      await expect(adapter.sendTransaction({ network: localEvm, to: 'mem0002', value: 91n })).rejects.toThrow(
        'insufficient funds: 100 < 101',
      )
      expect(adapter.wallet.balanceOf('mem0001')).toBe(100n)
      expect(adapter.wallet.balanceOf('mem0002')).toBe(0n)
    })

    it('a transfer of exactly balance minus fee goes through', async () => {
      const adapter = setup({ balances: { mem0001: 100n }, fee: 10n })
      const { hash } = await adapter.sendTransaction({ network: localEvm, to: 'mem0002', value: 90n })
      expect(await adapter.waitForTransaction({ hash, network: localEvm })).toEqual({
        hash,
        status: 'success',
        blockNumber: 1n,
        fee: 10n,
      })
      expect(adapter.wallet.balanceOf('mem0001')).toBe(0n)
      expect(adapter.wallet.balanceOf('mem0002')).toBe(90n)
    })

    it('waitForTransaction rejects an unknown hash', async () => {
      await expect(setup().waitForTransaction({ hash: 'memtx404', network: localEvm })).rejects.toThrow(
        'Transaction memtx404 not found',
      )
    })

    it('an invalid recipient is a rejected promise, not a synchronous throw', async () => {
      const adapter = setup()
      const sending = adapter.sendTransaction({ network: localEvm, to: '0xabc', value: 1n })
      await expect(sending).rejects.toBeInstanceOf(InvalidAddressError)
      expect(adapter.wallet.requests).toEqual([])
    })

    it('an invalid signer is a rejected promise, not a synchronous throw', async () => {
      const signing = setup().signMessage({ message: 'hi', address: 'nope', network: localEvm })
      await expect(signing).rejects.toThrow('Invalid address "nope": must match')
    })
  })

  describe('history', () => {
    async function withTransfers() {
      const adapter = setup({ balances: { mem0001: 10n ** 18n }, fee: 0n })
      for (const value of [10n ** 17n, 2n, 3n]) {
        await adapter.sendTransaction({ network: localEvm, to: 'mem0002', value })
      }
      return adapter
    }

    it('pages newest first, two at a time, with next on every page but the last', async () => {
      const adapter = await withTransfers()
      const first = await adapter.getHistory!({ address: 'mem0001', network: localEvm })
      expect(first.data.map((entry) => entry.id)).toEqual(['memtx00000002', 'memtx00000001'])
      expect(first.next).toBe('memtx00000001')
      const second = await adapter.getHistory!({ address: 'mem0001', network: localEvm, cursor: first.next })
      expect(second).toEqual({ data: [expect.objectContaining({ id: 'memtx00000000' })] })
    })

    it('gives quantities in whole units of the native currency', async () => {
      const adapter = await withTransfers()
      const { data } = await adapter.getHistory!({ address: 'mem0001', network: localEvm })
      const oldest = (
        await adapter.getHistory!({ address: 'mem0001', network: localEvm, cursor: data.at(-1)?.id })
      ).data[0]
      expect(oldest?.transfers[0]?.quantity.numeric).toBe('0.1')
    })

    it('shows the recipient the transfer as incoming', async () => {
      const adapter = await withTransfers()
      const { data } = await adapter.getHistory!({ address: 'mem0002', network: localEvm })
      expect(data[0]?.transfers[0]?.direction).toBe('in')
      expect(data[0]?.metadata.operationType).toBe('receive')
      const sent = await adapter.getHistory!({ address: 'mem0001', network: localEvm })
      expect(sent.data[0]?.transfers[0]?.direction).toBe('out')
    })

    it('lists only the network asked for', async () => {
      const adapter = await withTransfers()
      expect(await adapter.getHistory!({ address: 'mem0001', network: localEvm2 })).toEqual({ data: [] })
    })

    it('ends the listing on an unknown cursor instead of starting over', async () => {
      const adapter = await withTransfers()
      const page = await adapter.getHistory!({
        address: 'mem0001',
        network: localEvm,
        cursor: 'memtxffffffff',
      })
      expect(page).toEqual({ data: [] })
    })
  })

  describe('networks and identity', () => {
    it('refuses to switch to a network it was not configured with', async () => {
      await expect(setup().switchNetwork({ network: localSolana })).rejects.toBeInstanceOf(
        ChainNotSupportedError,
      )
    })

    it('getIdentity returns the configured name, and null for an unnamed address', async () => {
      const adapter = setup({ names: { mem0001: 'alice.mem' } })
      expect(await adapter.getIdentity!({ address: 'mem0001', network: localEvm })).toEqual({
        name: 'alice.mem',
        avatar: null,
      })
      expect(await adapter.getIdentity!({ address: 'mem0002', network: localEvm })).toEqual({
        name: null,
        avatar: null,
      })
    })

    it('serves the namespace it was given, with its connectors discovered on it', () => {
      const adapter = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
      expect(adapter.namespace).toBe('solana')
      expect(adapter.getConnectors()).toEqual([
        { id: 'memory', name: 'Memory Wallet', type: 'INJECTED', chain: 'solana', installed: true },
      ])
    })
  })
})
