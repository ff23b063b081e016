import { TooManyPendingTransactionsError } from '../../errors/walletRequests.js'
import { localEvm } from '../../networks/index.js'
import { createMemoryStorageBackend } from '../../storage/createMemoryStorageBackend.js'
import { createStorage } from '../../storage/createStorage.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { createWalletPort } from '../createWalletPort.js'
import { MAX_PENDING_TRANSACTIONS } from './sendTransaction.js'

describe('sendTransaction: pending transactions limit (spec section 9)', () => {
  it('refuses the 100th transaction while 99 wait for the wallet, without asking the wallet; frees a place once one settles', async () => {
    const adapter = createMemoryAdapter({ networks: [localEvm], accounts: ['mem0001'] })
    const prompts: ((hash: string) => void)[] = []
    adapter.sendTransaction = () => new Promise((resolve) => prompts.push((hash) => resolve({ hash })))
    const client = createWalletPort({
      adapters: [adapter],
      networks: [localEvm],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
    })
    await client.ready
    await client.connect({ connectorId: 'memory' })

    const sent = Array.from({ length: MAX_PENDING_TRANSACTIONS }, () =>
      client.sendTransaction({ to: 'mem0002', value: 1n }),
    )
    expect(MAX_PENDING_TRANSACTIONS).toBe(99)
    while (prompts.length < MAX_PENDING_TRANSACTIONS) await new Promise((resolve) => setImmediate(resolve))
    expect(client.getState().pendingTransactions).toBe(99)

    const refused = client.sendTransaction({ to: 'mem0002', value: 1n })
    await expect(refused).rejects.toBeInstanceOf(TooManyPendingTransactionsError)
    await expect(refused).rejects.toMatchObject({
      limit: 99,
      details: 'Expected fewer than 99 pending transactions before a new one, received 99 pending',
    })
    expect(prompts).toHaveLength(99)
    expect(client.getState().pendingTransactions).toBe(99)

    prompts[0]?.('0x01')
    await sent[0]
    const next = client.sendTransaction({ to: 'mem0002', value: 1n })
    while (prompts.length < 100) await new Promise((resolve) => setImmediate(resolve))
    for (const [index, answer] of prompts.entries()) if (index > 0) answer(`0x${index.toString(16)}`)
    await Promise.all([...sent, next])
    expect(client.getState().pendingTransactions).toBe(0)
    client.destroy()
  })
})
