import { createTestContext } from '../../../test/createTestContext.js'
import type { ChainNamespace } from '../../caip/types.js'
import { AdapterNamespaceNotFoundError } from '../../errors/connection.js'
import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { type ClientContext, updateChain } from '../context.js'
import { fetchBalance } from './fetchBalance.js'

function connectAccount(
  context: ClientContext,
  namespace: ChainNamespace,
  address: string,
  network: Network,
) {
  updateChain(context, namespace, (chain) => ({
    ...chain,
    accountState: { ...chain.accountState, address, caipAddress: `${network.caipNetworkId}:${address}` },
    networkState: { ...chain.networkState, caipNetwork: network },
  }))
}

function setup() {
  const evm = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    balances: { mem0001: 1_500_000_000_000_000_000n },
  })
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [localSolana],
    balances: { mem0001: 2n },
  })
  const context = createTestContext({ adapters: [evm, solana] })
  return { context, evm, solana }
}

describe('fetchBalance', () => {
  it('sets the formatted balance and its symbol of the active account', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchBalance(context)
    const account = context.store.getState().chains.eip155?.accountState
    expect(account?.balance).toBe('1.5')
    expect(account?.balanceSymbol).toBe('ETH')
  })

  it('sets balance and symbol in one store update so no listener sees one without the other', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    const seen: [string | undefined, string | undefined][] = []
    context.store.subscribe((state) => {
      const account = state.chains.eip155?.accountState
      seen.push([account?.balance, account?.balanceSymbol])
    })
    await fetchBalance(context)
    expect(seen).toEqual([['1.5', 'ETH']])
  })

  it('fetches the given namespace instead of the active one', async () => {
    const { context } = setup()
    connectAccount(context, 'solana', 'mem0001', localSolana)
    await fetchBalance(context, 'solana')
    const account = context.store.getState().chains.solana?.accountState
    expect(account?.balance).toBe('0.000000002')
    expect(account?.balanceSymbol).toBe('SOL')
  })

  it('does nothing without an account address', async () => {
    const { context, evm } = setup()
    const before = context.store.getState()
    await fetchBalance(context)
    expect(context.store.getState()).toBe(before)
    expect(evm.wallet.requests).toEqual([])
  })

  it('caches the balance for 30 s per account and network', async () => {
    const { context, evm } = setup()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchBalance(context)
    await evm.sendTransaction({ network: localEvm, to: 'mem0002', value: 500_000_000_000_000_000n })
    context.clock.now += 29_999
    await fetchBalance(context)
    expect(context.store.getState().chains.eip155?.accountState.balance).toBe('1.5')
    context.clock.now += 1
    await fetchBalance(context)
    expect(context.store.getState().chains.eip155?.accountState.balance).toBe('0.99999999999999999')
  })

  it('does not serve the cached balance of another network', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchBalance(context)
    connectAccount(context, 'eip155', 'mem0002', localEvm2)
    await fetchBalance(context)
    expect(context.store.getState().chains.eip155?.accountState.balance).toBe('0')
  })

  it('drops a result that arrives after the account changed', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    const pending = fetchBalance(context)
    connectAccount(context, 'eip155', 'mem0002', localEvm)
    await pending
    expect(context.store.getState().chains.eip155?.accountState.balance).toBeUndefined()
  })

  it('rejects with the adapter error when the balance cannot be read', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'not-an-address', localEvm)
    await expect(fetchBalance(context)).rejects.toThrow('Invalid address "not-an-address"')
  })

  it("throws 'Adapter for namespace {ns} doesn't exist' for a namespace without adapter", async () => {
    const { context } = setup()
    context.store.setState((state) => ({
      ...state,
      chains: {
        ...state.chains,
        cosmos: { ...(state.chains.eip155 as NonNullable<typeof state.chains.eip155>), namespace: 'cosmos' },
      },
    }))
    connectAccount(context, 'cosmos', 'mem0001', localEvm)
    await expect(fetchBalance(context, 'cosmos')).rejects.toThrow(AdapterNamespaceNotFoundError)
  })
})
