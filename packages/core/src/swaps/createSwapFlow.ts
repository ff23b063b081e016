import { formatUnits } from '../adapter/formatUnits.js'
import type { TransactionReceipt } from '../adapter/types.js'
import type { WalletPortClient } from '../client/WalletPortClient.js'
import { errorMessage } from '../errors/errorMessage.js'
import { SlippageExceededError, UnsupportedSwapError } from '../errors/swaps.js'
import { createFlowStore, type Flow } from '../flow/createFlowStore.js'
import { createLatest } from '../flow/createLatest.js'
import { describeSendFailure } from '../flow/describeSendFailure.js'
import { getFlowAccount } from '../flow/getFlowAccount.js'
import type { Network } from '../networks/types.js'
import { parseSendAmount } from '../send/parseSendAmount.js'
import { DEFAULT_SLIPPAGE_PERCENT, parseSlippage } from './parseSlippage.js'
import { getMinimumReceived } from './swapMath.js'
import type { SwapProvider, SwapQuote, SwapToken } from './types.js'

/** form (tokens, amount, live quote) → approving → swapping → done, or failed (reverted); a refusal returns to form. */
export type SwapStep = 'form' | 'approving' | 'swapping' | 'done' | 'failed'

export interface SwapFlowState {
  step: SwapStep
  network: Network
  address: string
  provider: { id: string; name: string }
  loading: boolean
  tokens: readonly SwapToken[]
  /** Balances by token address (lower-case), in each token's smallest unit. */
  balances: Readonly<Record<string, bigint>>
  tokenIn: SwapToken | undefined
  tokenOut: SwapToken | undefined
  amountInput: string
  amountIn: bigint | undefined
  amountError: string | undefined
  slippageInput: string
  /** Percent (1 = 1 %). */
  slippage: number
  slippageError: string | undefined
  /** A quote is being fetched (after the 300 ms pause in typing). */
  quoting: boolean
  quote: SwapQuote | undefined
  quoteError: string | undefined
  /** The least the swap gives at the current quote and slippage. */
  minimumReceived: bigint | undefined
  /** Why the last swap did not go through (the price moved, the wallet declined). */
  error: string | undefined
  approvalHash: string | undefined
  hash: string | undefined
  receipt: TransactionReceipt | undefined
  /** What the account's balance of `tokenOut` grew by over the swap. */
  received: bigint | undefined
}

export interface SwapFlow extends Flow<SwapFlowState> {
  /** Reads the provider's tokens and the account's balances of them. */
  load(): Promise<void>
  selectTokenIn(token: SwapToken): void
  selectTokenOut(token: SwapToken): void
  /** Swaps the two sides. */
  flip(): void
  /** Checks the amount as typed; the quote follows once typing pauses for `quoteDelayMs`. */
  setAmount(input: string): void
  setSlippage(input: string): void
  /** Quotes now (the latest request wins). */
  refreshQuote(): Promise<void>
  /**
   * Quotes again and refuses when the price moved past the slippage (nothing sent); otherwise asks the wallet for the
   * approval when the allowance is short, then the swap, and waits for each receipt.
   */
  swap(): Promise<void>
  /** Back to the form with the same tokens, balances reloaded. */
  reset(): void
  /** Stops a pending quote timer. */
  destroy(): void
}

export interface CreateSwapFlowParameters {
  /** The provider to use; the first of `options.swapProviders` that supports the network by default. */
  provider?: SwapProvider
  /** The pause in typing before a quote (the spec's search delay, 300 ms). */
  quoteDelayMs?: number
  /** How long a sent swap stays valid, in seconds (Uniswap's interface uses 20 minutes). */
  deadlineSeconds?: number
  /** The clock, in ms (the swap's deadline counts from it). */
  now?: () => number
}

const key = (token: SwapToken) => token.address.toLowerCase()

/** Finds the swap provider for `network` among the app's configured ones. */
export function findSwapProvider(client: WalletPortClient, network: Network): SwapProvider | undefined {
  return client.options.swapProviders?.find((provider) => provider.supports(network))
}

/**
 * The swap panel's logic for the active account, over the client's public API and a `SwapProvider`: quotes
 * debounced as the user types, the minimum received at the chosen slippage (1 % by default, spec section 9), and a
 * fresh quote checked against that minimum right before each transaction, so a moved price is refused before the
 * user pays for a revert.
 */
export function createSwapFlow(
  client: WalletPortClient,
  parameters: CreateSwapFlowParameters = {},
): SwapFlow {
  const { address, network } = getFlowAccount(client)
  const provider = parameters.provider ?? findSwapProvider(client, network)
  if (!provider) throw new UnsupportedSwapError(`No swap provider is configured for ${network.name}`)
  const quoteDelayMs = parameters.quoteDelayMs ?? 300
  const deadlineSeconds = parameters.deadlineSeconds ?? 20 * 60
  const now = parameters.now ?? Date.now

  const initial: SwapFlowState = {
    step: 'form',
    network,
    address,
    provider: { id: provider.id, name: provider.name },
    loading: false,
    tokens: [],
    balances: {},
    tokenIn: undefined,
    tokenOut: undefined,
    amountInput: '',
    amountIn: undefined,
    amountError: undefined,
    slippageInput: String(DEFAULT_SLIPPAGE_PERCENT),
    slippage: DEFAULT_SLIPPAGE_PERCENT,
    slippageError: undefined,
    quoting: false,
    quote: undefined,
    quoteError: undefined,
    minimumReceived: undefined,
    error: undefined,
    approvalHash: undefined,
    hash: undefined,
    receipt: undefined,
    received: undefined,
  }
  const store = createFlowStore(initial)
  const { set } = store
  const quotes = createLatest()

  const amountText = (value: bigint, token: SwapToken) =>
    `${formatUnits(value, token.decimals)} ${token.symbol}`

  function checkAmount(input: string): bigint | undefined {
    const { tokenIn, balances } = store.getState()
    if (!tokenIn || input.trim() === '') {
      set({ amountInput: input, amountIn: undefined, amountError: undefined })
      return undefined
    }
    try {
      const value = parseSendAmount(input, tokenIn.decimals)
      const balance = balances[key(tokenIn)]
      if (balance !== undefined && value > balance) {
        throw new Error(`Not enough ${tokenIn.symbol}: the balance is ${amountText(balance, tokenIn)}`)
      }
      set({ amountInput: input, amountIn: value, amountError: undefined })
      return value
    } catch (error) {
      set({ amountInput: input, amountIn: undefined, amountError: errorMessage(error) })
      return undefined
    }
  }

  function clearQuote() {
    quotes.cancel()
    set({ quote: undefined, quoting: false, quoteError: undefined, minimumReceived: undefined })
  }

  function scheduleQuote() {
    clearQuote()
    const { tokenIn, tokenOut, amountIn } = store.getState()
    if (!tokenIn || !tokenOut || amountIn === undefined) return
    set({ quoting: true })
    quotes.later(() => void flow.refreshQuote(), quoteDelayMs)
  }

  async function readBalances(tokens: readonly SwapToken[]) {
    const entries = await Promise.all(
      tokens.map(
        async (token) =>
          [key(token), await provider!.getBalance({ network, token, owner: address })] as const,
      ),
    )
    return Object.fromEntries(entries)
  }

  /** A fresh quote of the accepted one; refuses when it gives less than the accepted minimum. */
  async function requote(accepted: SwapQuote, minimumOut: bigint): Promise<SwapQuote | undefined> {
    const { network: at, tokenIn, tokenOut, amountIn } = accepted
    const fresh = await provider!.getQuote({ network: at, tokenIn, tokenOut, amountIn })
    if (fresh.amountOut >= minimumOut) return fresh
    const { slippage } = store.getState()
    set({
      step: 'form',
      quote: fresh,
      minimumReceived: getMinimumReceived(fresh.amountOut, slippage),
      error: new SlippageExceededError({
        received: amountText(fresh.amountOut, tokenOut),
        minimum: amountText(minimumOut, tokenOut),
        slippage: `${slippage} %`,
      }).message,
    })
    return undefined
  }

  const flow: SwapFlow = {
    getState: store.getState,
    subscribe: store.subscribe,

    load: () =>
      store.load(async () => {
        const tokens = await provider.getTokens({ network })
        const balances = await readBalances(tokens)
        const { tokenIn, tokenOut } = store.getState()
        return { tokens, balances, tokenIn: tokenIn ?? tokens[0], tokenOut: tokenOut ?? tokens[1] }
      }),

    selectTokenIn(token) {
      const { tokenOut, tokenIn } = store.getState()
      set({ tokenIn: token, ...(tokenOut && key(tokenOut) === key(token) && { tokenOut: tokenIn }) })
      checkAmount(store.getState().amountInput)
      scheduleQuote()
    },

    selectTokenOut(token) {
      const { tokenOut, tokenIn } = store.getState()
      set({ tokenOut: token, ...(tokenIn && key(tokenIn) === key(token) && { tokenIn: tokenOut }) })
      checkAmount(store.getState().amountInput)
      scheduleQuote()
    },

    flip() {
      const { tokenIn, tokenOut } = store.getState()
      set({ tokenIn: tokenOut, tokenOut: tokenIn })
      checkAmount(store.getState().amountInput)
      scheduleQuote()
    },

    setAmount(input) {
      set({ error: undefined })
      checkAmount(input)
      scheduleQuote()
    },

    setSlippage(input) {
      try {
        const slippage = parseSlippage(input)
        const { quote } = store.getState()
        set({
          slippageInput: input,
          slippage,
          slippageError: undefined,
          minimumReceived: quote && getMinimumReceived(quote.amountOut, slippage),
        })
      } catch (error) {
        set({ slippageInput: input, slippageError: errorMessage(error) })
      }
    },

    async refreshQuote() {
      const { tokenIn, tokenOut, amountIn } = store.getState()
      if (!tokenIn || !tokenOut || amountIn === undefined) return
      const latest = quotes.next()
      set({ quoting: true, quoteError: undefined })
      try {
        const quote = await provider.getQuote({ network, tokenIn, tokenOut, amountIn })
        if (!latest()) return
        set({
          quoting: false,
          quote,
          minimumReceived: getMinimumReceived(quote.amountOut, store.getState().slippage),
        })
      } catch (error) {
        if (latest()) set({ quoting: false, quote: undefined, quoteError: errorMessage(error) })
      }
    },

    async swap() {
      const { step, quote, slippageError, amountError, quoting } = store.getState()
      if (step !== 'form' || !quote || slippageError || amountError || quoting) return
      const minimumOut = getMinimumReceived(quote.amountOut, store.getState().slippage)
      set({
        step: 'approving',
        error: undefined,
        approvalHash: undefined,
        hash: undefined,
        receipt: undefined,
      })
      try {
        const fresh = await requote(quote, minimumOut)
        if (!fresh) return
        const calls = await provider.buildSwap({
          quote: fresh,
          from: address,
          minimumOut,
          deadline: Math.floor(now() / 1000) + deadlineSeconds,
        })
        for (const call of calls) {
          if (call.kind === 'swap' && calls.length > 1 && !(await requote(fresh, minimumOut))) return
          set({ step: call.kind === 'approval' ? 'approving' : 'swapping' })
          const sent = await client.sendTransaction({
            network,
            to: call.to,
            value: call.value,
            data: call.data,
          })
          set(call.kind === 'approval' ? { approvalHash: sent.hash } : { hash: sent.hash })
          const receipt = await sent.wait()
          if (receipt.status !== 'success') {
            set({
              step: 'failed',
              receipt,
              error: `The ${call.kind === 'approval' ? 'approval' : 'swap'} was included but reverted`,
            })
            return
          }
          if (call.kind === 'swap') set({ receipt })
        }
        const before = store.getState().balances[key(fresh.tokenOut)]
        const balances = await readBalances(store.getState().tokens).catch(() => store.getState().balances)
        const after = balances[key(fresh.tokenOut)]
        set({
          step: 'done',
          balances,
          received: before !== undefined && after !== undefined ? after - before : undefined,
        })
      } catch (error) {
        set({ step: 'form', error: describeSendFailure(error) })
      }
    },

    reset() {
      clearQuote()
      const { tokens, tokenIn, tokenOut, balances, slippage, slippageInput } = store.getState()
      set({ ...initial, tokens, tokenIn, tokenOut, balances, slippage, slippageInput })
      void flow.load()
    },

    destroy() {
      clearQuote()
    },
  }
  return flow
}
