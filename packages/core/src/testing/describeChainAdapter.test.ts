import { localEvm, localEvm2 } from '../networks/index.js'
import { createMemoryAdapter, type MemoryWallet } from './createMemoryAdapter.js'
import { describeChainAdapter } from './describeChainAdapter.js'

let wallet: MemoryWallet | undefined

function steer(): MemoryWallet {
  if (!wallet) throw new Error('the memory adapter was not made yet')
  return wallet
}

describeChainAdapter(
  'memory (with history and switch)',
  () => {
    const adapter = createMemoryAdapter({
      networks: [localEvm, localEvm2],
      accounts: ['mem0001'],
      balances: { mem0001: 10_000_000n },
      fee: 21n,
    })
    wallet = adapter.wallet
    return {
      ...adapter,
      // Earlier transfers, so the history has more than one page (the memory adapter pages by two).
      init: async (context) => {
        await adapter.init(context)
        for (const value of [1n, 2n, 3n, 4n, 5n]) {
          await adapter.sendTransaction({ network: localEvm, to: 'mem0003', value })
        }
      },
    }
  },
  {
    network: localEvm,
    otherNetwork: localEvm2,
    connectorId: 'memory',
    recipient: 'mem0002',
    amount: 1_234n,
    invalidAddress: '0xnot-a-memory-address',
    wallet: { setBehavior: (behavior) => steer().setBehavior(behavior) },
    walletEvents: {
      accountsChanged: (addresses) => steer().changeAccounts(addresses),
      chainChanged: (network) => steer().changeNetwork(network),
      disconnect: () => steer().disconnectFromWallet(),
    },
    walletNetwork: () => steer().caipNetworkId ?? 'none:none',
    expectedFee: (receipt) => expect(receipt.fee).toBe(21n),
    timeoutMs: 5_000,
    supportsHistory: true,
  },
)

describeChainAdapter(
  'memory (no history, no second network)',
  () => {
    const adapter = createMemoryAdapter({ networks: [localEvm2], balances: { mem0001: 50n } })
    wallet = adapter.wallet
    return { ...adapter, getHistory: undefined }
  },
  {
    network: localEvm2,
    connectorId: 'memory',
    recipient: 'mem00aa',
    amount: 1n,
    invalidAddress: 'MEM0001',
    wallet: { setBehavior: (behavior) => steer().setBehavior(behavior) },
    walletEvents: { accountsChanged: (addresses) => steer().changeAccounts(addresses) },
    beforeConnect: async () => {
      steer().announce({ id: 'late', name: 'Late Wallet' })
    },
    timeoutMs: 5_000,
  },
)
