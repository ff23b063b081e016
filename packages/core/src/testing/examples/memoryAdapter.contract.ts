// A worked contract test, written as a third party writes one for its own adapter (core's README, "Running the
// contract suite", runs it from jest and from node:test). Here the adapter under test is the in-memory one: yours
// puts its factory in place of createMemoryAdapter, its test wallet in place of the memory wallet, and its chain's
// networks and addresses in place of these. A test file calls the function (or holds its body at the top level);
// it is a function here because a module of this package declares and runs nothing on import.
import { localEvm, localEvm2 } from '@walletport/core/networks'
import { createMemoryAdapter, describeChainAdapter, type MemoryWallet } from '@walletport/core/testing'

/** The ChainAdapter contract suite run on the in-memory adapter, every fixture and hook given. */
export function describeMemoryAdapterContract(): void {
  let wallet: MemoryWallet | undefined

  /** The test wallet of the adapter the suite made (the suite calls makeAdapter before any hook). */
  function testWallet(): MemoryWallet {
    if (!wallet) throw new Error('The adapter was not made yet')
    return wallet
  }

  describeChainAdapter(
    'memory adapter (worked example)',
    () => {
      const adapter = createMemoryAdapter({ networks: [localEvm, localEvm2], accounts: ['mem0001'] })
      wallet = adapter.wallet
      return adapter
    },
    {
      network: localEvm,
      otherNetwork: localEvm2,
      connectorId: 'memory',
      recipient: 'mem0002',
      amount: 1_000n,
      invalidAddress: '0xnot-a-memory-address',
      // How the wallet answers its next prompts.
      wallet: { setBehavior: (behavior) => testWallet().setBehavior(behavior) },
      // The wallet acting on its own; the checks that need a hook you leave out are skipped, and say so.
      walletEvents: {
        accountsChanged: (addresses) => testWallet().changeAccounts(addresses),
        chainChanged: (network) => testWallet().changeNetwork(network),
        disconnect: () => testWallet().disconnectFromWallet(),
      },
      // Read from the wallet, not the adapter: shows that switchNetwork reached it.
      walletNetwork: () => testWallet().caipNetworkId ?? 'none:none',
      supportsHistory: true,
      timeoutMs: 10_000,
    },
  )
}
