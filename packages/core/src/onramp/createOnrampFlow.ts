import type { WalletPortClient } from '../client/WalletPortClient.js'
import { errorMessage } from '../errors/errorMessage.js'
import { OnrampUnavailableError } from '../errors/onramp.js'
import { createFlowStore, type Flow } from '../flow/createFlowStore.js'
import { createLatest } from '../flow/createLatest.js'
import { getFlowAccount } from '../flow/getFlowAccount.js'
import type { Network } from '../networks/types.js'
import { isOnrampRestricted } from './isOnrampRestricted.js'
import type { OnrampAsset, OnrampProvider, OnrampQuote, OnrampSession, OnrampStatus } from './types.js'

/** form (amount, the providers' quotes side by side) → checkout (the provider's page, status followed) → done or failed. */
export type OnrampStep = 'form' | 'checkout' | 'done' | 'failed'

export interface OnrampOffer {
  provider: { id: string; name: string }
  quote: OnrampQuote | undefined
  error: string | undefined
}

export interface OnrampFlowState {
  step: OnrampStep
  network: Network
  address: string
  loading: boolean
  /** The coin bought: the network's native one. */
  asset: OnrampAsset | undefined
  fiat: string
  fiatInput: string
  fiatError: string | undefined
  quoting: boolean
  /** One per provider selling the asset, the most crypto first. */
  offers: readonly OnrampOffer[]
  /** The chosen provider (the best offer until the user picks another). */
  selected: string | undefined
  session: OnrampSession | undefined
  status: OnrampStatus | undefined
  error: string | undefined
}

export interface OnrampFlow extends Flow<OnrampFlowState> {
  /** Finds the providers that sell the network's coin and quotes them. */
  load(): Promise<void>
  setFiatAmount(input: string): void
  select(providerId: string): void
  /** Opens a purchase with the chosen provider and follows its status until done or failed. */
  buy(): Promise<void>
  reset(): void
  destroy(): void
}

export interface CreateOnrampFlowParameters {
  /** The pause in typing before quoting (the spec's search delay). */
  quoteDelayMs?: number
  /** Between two status reads. */
  pollMs?: number
  /** The longest a purchase is followed before it counts as failed. */
  timeoutMs?: number
  /** The page's time zone (tests fix it); the browser's by default. */
  timeZone?: string
}

const FIAT = 'USD'
const DEFAULT_FIAT_AMOUNT = '100'

/**
 * The on-ramp panel's logic for the active account: quotes of every configured provider for the network's native
 * coin, compared side by side (two providers in the spec, fees 1–2 %), a purchase session with the chosen one, its
 * status followed to done, then the balance read again.
 */
export function createOnrampFlow(
  client: WalletPortClient,
  parameters: CreateOnrampFlowParameters = {},
): OnrampFlow {
  const { features, onrampProviders = [] } = client.options
  if (!features.onramp) throw new OnrampUnavailableError('The on-ramp feature is off')
  if (onrampProviders.length === 0) throw new OnrampUnavailableError('No on-ramp provider is configured')
  if (isOnrampRestricted(parameters.timeZone)) {
    throw new OnrampUnavailableError('Buying crypto is not available in your region')
  }
  const { namespace, address, network } = getFlowAccount(client)
  const quoteDelayMs = parameters.quoteDelayMs ?? 300
  const pollMs = parameters.pollMs ?? 1_000
  const timeoutMs = parameters.timeoutMs ?? 10 * 60_000

  const initial: OnrampFlowState = {
    step: 'form',
    network,
    address,
    loading: false,
    asset: undefined,
    fiat: FIAT,
    fiatInput: DEFAULT_FIAT_AMOUNT,
    fiatError: undefined,
    quoting: false,
    offers: [],
    selected: undefined,
    session: undefined,
    status: undefined,
    error: undefined,
  }
  const store = createFlowStore(initial)
  const { set } = store
  let sellers: OnrampProvider[] = []
  const quotes = createLatest()
  let destroyed = false

  const byBest = (a: OnrampOffer, b: OnrampOffer) => {
    if (!a.quote || !b.quote) return a.quote ? -1 : b.quote ? 1 : 0
    return a.quote.cryptoAmount === b.quote.cryptoAmount
      ? 0
      : a.quote.cryptoAmount > b.quote.cryptoAmount
        ? -1
        : 1
  }

  async function quoteAll() {
    const { asset, fiatInput, fiatError } = store.getState()
    if (!asset || fiatError !== undefined) return
    const latest = quotes.next()
    set({ quoting: true })
    const offers = await Promise.all(
      sellers.map(async (provider): Promise<OnrampOffer> => {
        const named = { id: provider.id, name: provider.name }
        try {
          const quote = await provider.getQuote({ asset, fiat: FIAT, fiatAmount: fiatInput.trim() })
          return { provider: named, quote, error: undefined }
        } catch (error) {
          return { provider: named, quote: undefined, error: errorMessage(error) }
        }
      }),
    )
    if (!latest() || destroyed) return
    offers.sort(byBest)
    const { selected } = store.getState()
    const keep = offers.some((offer) => offer.provider.id === selected && offer.quote)
    set({
      quoting: false,
      offers,
      selected: keep ? selected : offers.find((offer) => offer.quote)?.provider.id,
    })
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  const flow: OnrampFlow = {
    getState: store.getState,
    subscribe: store.subscribe,

    async load() {
      set({ loading: true, error: undefined })
      const found = await Promise.all(
        onrampProviders.map(async (provider) => {
          try {
            const assets = await provider.getAssets()
            const asset = assets.find(
              (item) => item.network === network.caipNetworkId && item.token === undefined,
            )
            return asset ? { provider, asset } : undefined
          } catch {
            return undefined
          }
        }),
      )
      const selling = found.filter((entry) => entry !== undefined)
      sellers = selling.map((entry) => entry.provider)
      const asset = selling[0]?.asset
      if (!asset) {
        set({
          loading: false,
          error: `No on-ramp sells ${network.nativeCurrency.symbol} on ${network.name}`,
        })
        return
      }
      set({ loading: false, asset })
      await quoteAll()
    },

    setFiatAmount(input) {
      const text = input.trim()
      const valid = /^\d+(\.\d{1,2})?$/.test(text) && Number(text) > 0
      set({
        fiatInput: input,
        fiatError: valid
          ? undefined
          : `Enter an amount in ${FIAT} with at most 2 decimals, received ${JSON.stringify(input)}`,
      })
      if (valid) {
        set({ quoting: true })
        quotes.later(() => void quoteAll(), quoteDelayMs)
      } else {
        quotes.cancel()
        set({ quoting: false, offers: [] })
      }
    },

    select(providerId) {
      if (store.getState().offers.some((offer) => offer.provider.id === providerId && offer.quote)) {
        set({ selected: providerId })
      }
    },

    async buy() {
      const { step, offers, selected, quoting } = store.getState()
      const offer = offers.find((candidate) => candidate.provider.id === selected)
      const provider = sellers.find((candidate) => candidate.id === selected)
      if (step !== 'form' || quoting || !offer?.quote || !provider) return
      set({ error: undefined, loading: true })
      let session: OnrampSession
      try {
        session = await provider.createSession({ quote: offer.quote, address })
      } catch (error) {
        set({ loading: false, error: errorMessage(error) })
        return
      }
      set({ loading: false, step: 'checkout', session, status: { status: 'pending' } })
      const until = Date.now() + timeoutMs
      while (!destroyed) {
        let status: OnrampStatus
        try {
          status = await provider.getStatus({ id: session.id })
        } catch (error) {
          status = { status: store.getState().status?.status === 'processing' ? 'processing' : 'pending' }
          set({ error: errorMessage(error) })
        }
        if (destroyed) return
        set({ status })
        if (status.status === 'done') {
          await client.fetchBalance(namespace).catch(() => undefined)
          set({ step: 'done', error: undefined })
          return
        }
        if (status.status === 'failed') {
          set({ step: 'failed', error: status.reason })
          return
        }
        if (Date.now() > until) {
          set({ step: 'failed', error: `${provider.name} did not finish the purchase in time` })
          return
        }
        await sleep(pollMs)
      }
    },

    reset() {
      set({ step: 'form', session: undefined, status: undefined, error: undefined })
      void quoteAll()
    },

    destroy() {
      destroyed = true
      quotes.cancel()
    },
  }
  return flow
}
