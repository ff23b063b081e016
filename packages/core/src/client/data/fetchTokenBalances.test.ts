import { createTestContext } from '../../../test/createTestContext.js'
import type { ChainAdapter, TokenBalance } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { localEvm, localSolana } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { type ClientContext, updateChain } from '../context.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'

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

function token(symbol: string, decimals: number): TokenBalance {
  return {
    name: symbol,
    symbol,
    chainId: localEvm.caipNetworkId,
    price: 1,
    quantity: { decimals, numeric: '1' },
  }
}

/** A memory chain whose token list the test sets; `failing` makes the lookup throw. */
function createTokenAdapter(tokens: TokenBalance[]) {
  const calls: string[] = []
  const control = { failing: false, tokens }
  const adapter: ChainAdapter = {
    ...createMemoryAdapter({ networks: [localEvm] }),
    async getTokenBalances({ address }) {
      calls.push(address)
      if (control.failing) throw new Error('token service down')
      return control.tokens
    },
  }
  return { adapter, calls, control }
}

function setup(tokens: TokenBalance[] = [token('USDC', 6), token('PUNK', 0), token('DAI', 18)]) {
  const { adapter, calls, control } = createTokenAdapter(tokens)
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const context = createTestContext({ adapters: [adapter, solana] })
  connectAccount(context, 'eip155', 'mem0001', localEvm)
  return { context, calls, control }
}

const tokensOf = (context: ClientContext, namespace: ChainNamespace = 'eip155') =>
  context.store.getState().chains[namespace]?.accountState.tokenBalance.map((t) => t.symbol)
const toasts = (context: ClientContext) => context.store.getState().modal.toasts

describe('fetchTokenBalances', () => {
  it('balance tokens with decimals of 0 are filtered out', async () => {
    const { context } = setup()
    await fetchTokenBalances(context)
    expect(tokensOf(context)).toEqual(['USDC', 'DAI'])
  })

  it('sets an empty list when the adapter has no token balances (tokens are optional)', async () => {
    const { context } = setup()
    connectAccount(context, 'solana', 'mem0001', localSolana)
    await fetchTokenBalances(context, 'solana')
    expect(tokensOf(context, 'solana')).toEqual([])
  })

  it('does nothing without an account address', async () => {
    const { context, calls } = setup()
    connectAccount(context, 'eip155', '', localEvm)
    await fetchTokenBalances(context)
    expect(calls).toEqual([])
  })

  it("shows the 'Token Balance Unavailable' error toast when the lookup fails and still resolves", async () => {
    const { context, control } = setup()
    control.failing = true
    await expect(fetchTokenBalances(context)).resolves.toBeUndefined()
    expect(toasts(context)).toEqual([{ id: 1, message: 'Token Balance Unavailable', variant: 'error' }])
  })

  it('gives the toast the next id after the highest one shown', async () => {
    const { context, control } = setup()
    context.store.setState((state) => ({
      ...state,
      modal: { ...state.modal, toasts: [{ id: 7, message: 'Copied', variant: 'success' }] },
    }))
    control.failing = true
    await fetchTokenBalances(context)
    expect(toasts(context).map((t) => t.id)).toEqual([7, 8])
  })

  it('token balance retry window 30 s: no new request and no second toast within 30 s of a failure', async () => {
    const { context, calls, control } = setup()
    control.failing = true
    await fetchTokenBalances(context)
    context.clock.now += 29_999
    await fetchTokenBalances(context)
    expect(calls).toHaveLength(1)
    expect(toasts(context)).toHaveLength(1)
    context.clock.now += 1
    await fetchTokenBalances(context)
    expect(calls).toHaveLength(2)
    expect(toasts(context)).toHaveLength(2)
  })

  it('retries after the window and then sets the tokens', async () => {
    const { context, control } = setup()
    control.failing = true
    await fetchTokenBalances(context)
    control.failing = false
    context.clock.now += 30_000
    await fetchTokenBalances(context)
    expect(tokensOf(context)).toEqual(['USDC', 'DAI'])
  })

  it('caches token balances for 30 s', async () => {
    const { context, calls, control } = setup()
    await fetchTokenBalances(context)
    control.tokens = [token('WETH', 18)]
    context.clock.now += 29_999
    await fetchTokenBalances(context)
    expect(tokensOf(context)).toEqual(['USDC', 'DAI'])
    context.clock.now += 1
    await fetchTokenBalances(context)
    expect(tokensOf(context)).toEqual(['WETH'])
    expect(calls).toHaveLength(2)
  })
})
