import type { SendTransactionParameters } from '../adapter/types.js'
import { createWalletPort } from '../client/createWalletPort.js'
import { localEvm } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createMemorySwapProvider } from '../testing/createMemorySwapProvider.js'
import { eventually as retry } from '../testing/eventually.js'
import { createSwapFlow } from './createSwapFlow.js'
import type { SwapToken } from './types.js'

const eventually = (check: () => void) => retry(check, { timeoutMs: 20_000, intervalMs: 10 })

const ALICE = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const ROUTER = '0x2b574555158337cd46d47c2ca57e4698a1f04e70'
const ALPHA: SwapToken = {
  address: '0xca8b49076d1a8039599e24979abf819af784c27a',
  name: 'Alpha',
  symbol: 'ALPHA',
  decimals: 18,
}
const BETA: SwapToken = {
  address: '0xc039b3b46814d8388e5205d37dd0d154d806f1f4',
  name: 'Beta',
  symbol: 'BETA',
  decimals: 6,
}
const ONE = 10n ** 18n

/** The flow's logic under test; the real Uniswap V2 provider is tested against the router on anvil in adapter-evm. */
const createPoolProvider = () =>
  createMemorySwapProvider({
    network: localEvm,
    pair: [ALPHA, BETA],
    reserves: [100_000n * ONE, 200_000n * 10n ** 6n],
    balanceOf: (token) => (token.symbol === 'ALPHA' ? 1_000n * ONE : 1_000n * 10n ** 6n),
    router: ROUTER,
  })

async function setup() {
  const memory = createMemoryAdapter({
    networks: [localEvm],
    accounts: [ALICE],
    balances: { [ALICE]: ONE },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const sent: SendTransactionParameters[] = []
  const pool = createPoolProvider()
  const client = createWalletPort({
    adapters: [
      {
        ...memory,
        sendTransaction: (parameters) => {
          sent.push(parameters)
          return memory.sendTransaction({ ...parameters, value: 0n })
        },
      },
    ],
    networks: [localEvm],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    swapProviders: [pool.provider],
  })
  await client.ready
  await client.connect({ connectorId: 'memory', namespace: 'eip155' })
  const flow = createSwapFlow(client, { quoteDelayMs: 20 })
  await flow.load()
  return { client, flow, pool, sent, wallet: memory.wallet }
}

describe('createSwapFlow', () => {
  it('default: the first two tokens, 1 % slippage, balances read', async () => {
    const { flow } = await setup()
    expect(flow.getState()).toMatchObject({ tokenIn: ALPHA, tokenOut: BETA, slippage: 1, step: 'form' })
    expect(flow.getState().balances[ALPHA.address]).toBe(1_000n * ONE)
  })

  it('behavior: quotes once typing pauses, the latest amount only', async () => {
    const { flow, pool } = await setup()
    flow.setAmount('1')
    flow.setAmount('10')
    expect(flow.getState()).toMatchObject({ quoting: true, quote: undefined })
    await eventually(() => expect(flow.getState().quote?.amountIn).toBe(10n * ONE))
    expect(pool.quotes).toEqual([10n * ONE])
    expect(flow.getState().minimumReceived).toBe((flow.getState().quote!.amountOut * 9_900n) / 10_000n)
  })

  it('behavior: refuses more than the balance and a bad slippage as typed', async () => {
    const { flow } = await setup()
    flow.setAmount('1001')
    expect(flow.getState().amountError).toBe('Not enough ALPHA: the balance is 1000 ALPHA')
    flow.setSlippage('0')
    expect(flow.getState().slippageError).toBe(
      'Slippage must be a percentage above 0 and at most 50, received "0"',
    )
    flow.setSlippage('2.5')
    expect(flow.getState()).toMatchObject({ slippage: 2.5, slippageError: undefined })
  })

  it('behavior: approval then swap through the wallet, with the accepted minimum', async () => {
    const { flow, sent } = await setup()
    flow.setAmount('10')
    await eventually(() => expect(flow.getState().quote).toBeDefined())
    const minimum = flow.getState().minimumReceived!
    await flow.swap()
    expect(flow.getState().step).toBe('done')
    expect(sent.map((call) => call.data)).toEqual(['0x095ea7b3', `0x38ed1739${minimum.toString(16)}`])
    expect(flow.getState()).toMatchObject({
      approvalHash: expect.any(String),
      hash: expect.any(String),
      receipt: { status: 'success' },
    })
  })

  it('behavior: skips the approval when the allowance covers the amount', async () => {
    const { flow, pool, sent } = await setup()
    pool.approve(10n ** 30n)
    flow.setAmount('10')
    await eventually(() => expect(flow.getState().quote).toBeDefined())
    await flow.swap()
    expect(sent.map((call) => call.to)).toEqual([ROUTER])
  })

  it('behavior: a price that moved past the slippage is refused before anything is sent', async () => {
    const { flow, pool, sent } = await setup()
    flow.setAmount('10')
    await eventually(() => expect(flow.getState().quote).toBeDefined())
    pool.sell(10_000n * ONE)
    await flow.swap()
    expect(sent).toEqual([])
    expect(flow.getState().step).toBe('form')
    expect(flow.getState().error).toMatch(
      /^The price moved: the swap would now give 16\.\d+ BETA, below the minimum of 19\.\d+ BETA at 1 % slippage$/,
    )
  })

  it('behavior: a refusal in the wallet returns to the form saying so', async () => {
    const { flow, wallet } = await setup()
    flow.setAmount('10')
    await eventually(() => expect(flow.getState().quote).toBeDefined())
    wallet.setBehavior('reject')
    await flow.swap()
    expect(flow.getState()).toMatchObject({ step: 'form', error: 'Signature declined' })
  })
})
