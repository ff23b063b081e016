import { localEvm, localEvm2 } from '../networks/index.js'
import type { ChainAdapterFixtures } from './ChainAdapterFixtures.js'
import { ContractViolationError } from './ContractViolationError.js'
import {
  type ContractCheck,
  checkAccountEventsKeepFlowing,
  checkForeignSigningRefused,
  checkNetworkEventsKeepFlowing,
  checkNoEventAfterDisconnect,
  checkSwitchReachedWallet,
  checkUncheckedAccountsRefused,
  checkWalletDisconnectHeard,
} from './contractChecks.js'
import { createMemoryAdapter, type MemoryAdapterFault } from './createMemoryAdapter.js'

const OWN = 'mem0001'

/** A memory adapter with `faults` planted, and the fixtures (every hook given) the contract suite would get. */
async function setup(faults: readonly MemoryAdapterFault[] = []) {
  const adapter = createMemoryAdapter({ networks: [localEvm, localEvm2], accounts: [OWN], faults })
  await adapter.init({ endpoints: {} })
  const fixtures: ChainAdapterFixtures = {
    network: localEvm,
    otherNetwork: localEvm2,
    connectorId: 'memory',
    recipient: 'mem0002',
    amount: 1n,
    invalidAddress: '0xnot-a-memory-address',
    wallet: { setBehavior: (behavior) => adapter.wallet.setBehavior(behavior) },
    walletEvents: {
      accountsChanged: (addresses) => adapter.wallet.changeAccounts(addresses),
      chainChanged: (network) => adapter.wallet.changeNetwork(network),
      disconnect: () => adapter.wallet.disconnectFromWallet(),
    },
    walletNetwork: () => adapter.wallet.caipNetworkId ?? 'none:none',
  }
  let connected = false
  const context = {
    adapter,
    fixtures,
    async connectedAddress() {
      if (!connected) await adapter.connect({ connectorId: 'memory', network: localEvm })
      connected = true
      return OWN
    },
    forgetConnection: () => {
      connected = false
    },
    // Memory events are synchronous: an expected one is recorded before the first look.
    timeoutMs: 2_000,
  }
  return { adapter, fixtures, context }
}

async function violation(faults: readonly MemoryAdapterFault[], check: ContractCheck): Promise<string> {
  const { context } = await setup(faults)
  const error = await check(context).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ContractViolationError)
  return (error as Error).message
}

const checks: Record<string, ContractCheck> = {
  checkAccountEventsKeepFlowing,
  checkUncheckedAccountsRefused,
  checkNetworkEventsKeepFlowing,
  checkWalletDisconnectHeard,
  checkNoEventAfterDisconnect,
  checkForeignSigningRefused,
}

describe('contract checks', () => {
  describe('default: a memory adapter without faults passes every check', () => {
    it.each(Object.entries(checks))('%s', async (_, check) => {
      const { context } = await setup()
      await expect(check(context)).resolves.toBeUndefined()
    })

    it('checkSwitchReachedWallet', async () => {
      const { adapter, fixtures, context } = await setup()
      await context.connectedAddress()
      await adapter.switchNetwork({ network: localEvm2 })
      await expect(checkSwitchReachedWallet(fixtures, localEvm2)).resolves.toBeUndefined()
    })
  })

  describe('planted mistakes: each fails the suite with a message naming it', () => {
    it('1. an adapter that keeps emitting after disconnect', async () => {
      expect(await violation(['emitsAfterDisconnect'], checkNoEventAfterDisconnect)).toMatch(
        /^The adapter kept emitting after disconnect: accountsChanged \[mem0002\]; networkChanged eip155:31338/,
      )
    })

    it('2. an adapter that goes deaf after its first wallet event (accounts and chain)', async () => {
      expect(await violation(['deafAfterFirstEvent'], checkAccountEventsKeepFlowing)).toMatch(
        /^The adapter went deaf after the wallet's first event: the wallet switched back to mem0001/,
      )
      expect(await violation(['deafAfterFirstEvent'], checkNetworkEventsKeepFlowing)).toMatch(
        /^The adapter went deaf after the wallet's first event: the wallet moved back to eip155:31337/,
      )
    })

    it('3. an adapter whose switchNetwork never asks the wallet', async () => {
      const { adapter, fixtures, context } = await setup(['switchWithoutWallet'])
      await context.connectedAddress()
      await adapter.switchNetwork({ network: localEvm2 })
      await expect(checkSwitchReachedWallet(fixtures, localEvm2)).rejects.toThrow(
        new ContractViolationError(
          'switchNetwork to eip155:31338 resolved, but the wallet is on eip155:31337: the adapter never asked the wallet to switch',
        ),
      )
    })

    it('4. an adapter that signs for an address that is not connected', async () => {
      expect(await violation(['signsForAnyAddress'], checkForeignSigningRefused)).toMatch(
        /^signMessage signed for mem0002, an address that is not connected \(signature [0-9a-f]{64}\); it must refuse$/,
      )
    })

    it('5. an adapter that accepts unchecked wallet addresses', async () => {
      expect(await violation(['uncheckedAccounts'], checkUncheckedAccountsRefused)).toBe(
        'The adapter passed on an account the wallet sent unchecked: accountsChanged [0xnot-a-memory-address] reached listeners, but validateAddress refuses 0xnot-a-memory-address; drop the event (and emit error)',
      )
    })

    it("6. an adapter that ignores the wallet's disconnect and chain events", async () => {
      expect(await violation(['ignoresWalletEvents'], checkWalletDisconnectHeard)).toBe(
        "The adapter ignored the wallet's disconnect: neither disconnected nor accountsChanged with no accounts reached listeners",
      )
      expect(await violation(['ignoresWalletEvents'], checkNetworkEventsKeepFlowing)).toMatch(
        /^The adapter ignored the wallet's chain change: the wallet moved to eip155:31338/,
      )
    })
  })
})
