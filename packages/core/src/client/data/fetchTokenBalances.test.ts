import { createTestContext } from '../../../test/createTestContext.js'
import type { ChainAdapter, TokenBalance } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import { localEvm, localSolana } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { type ClientContext, updateChain } from '../context.js'
import { dismissToast } from '../router/dismissToast.js'
import { showToast } from '../router/showToast.js'
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

  it('an adapter without token balances is MethodNotSupportedError, and the list stays empty', async () => {
    const { context } = setup()
    connectAccount(context, 'solana', 'mem0001', localSolana)
    const error = await fetchTokenBalances(context, 'solana').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(MethodNotSupportedError)
    expect((error as Error).message).toBe('getTokenBalances is not supported on solana')
    expect(tokensOf(context, 'solana')).toEqual([])
    expect(toasts(context)).toEqual([])
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

  it('takes a fresh toast id from showToast: never one shown before, even after dismissals', async () => {
    const { context, control } = setup()
    const first = showToast(context, 'Copied')
    const second = showToast(context, 'Copied again')
    dismissToast(context, second)
    control.failing = true
    await fetchTokenBalances(context)
    const ids = toasts(context).map((t) => t.id)
    expect(ids).toEqual([first, second + 1])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('a later failure replaces the failure toast, a later success dismisses it', async () => {
    const { context, control } = setup()
    control.failing = true
    await fetchTokenBalances(context)
    const [shown] = toasts(context)
    context.clock.now += 30_000
    await fetchTokenBalances(context)
    expect(toasts(context)).toHaveLength(1)
    expect(toasts(context)[0]!.id).toBeGreaterThan(shown!.id)
    control.failing = false
    context.clock.now += 30_000
    await fetchTokenBalances(context)
    expect(toasts(context)).toEqual([])
    expect(tokensOf(context)).toEqual(['USDC', 'DAI'])
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
    expect(toasts(context)).toHaveLength(1)
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
