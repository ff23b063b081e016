import { createWalletPort } from '../client/createWalletPort.js'
import type { WalletPortOptions } from '../client/options.js'
import { localEvm } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createMemoryOnrampProvider } from '../testing/createMemoryOnrampProvider.js'
import { eventually as retry } from '../testing/eventually.js'
import { createOnrampFlow } from './createOnrampFlow.js'
import type { OnrampAsset, OnrampProvider, OnrampStatus } from './types.js'

const eventually = (check: () => void) => retry(check, { timeoutMs: 20_000, intervalMs: 10 })

const ALICE = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const ETH: OnrampAsset = { network: localEvm.caipNetworkId, symbol: 'ETH', decimals: 18 }

const createSeller = (id: string, rate: bigint, statuses?: OnrampStatus[]) =>
  createMemoryOnrampProvider({ id, rate, assets: [ETH], ...(statuses && { statuses }) })

async function setup(
  onrampProviders: OnrampProvider[],
  options: Partial<WalletPortOptions> = {},
  timeZone = 'Europe/Berlin',
) {
  const memory = createMemoryAdapter({
    networks: [localEvm],
    accounts: [ALICE],
    balances: { [ALICE]: 10n ** 18n },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
  })
  const client = createWalletPort({
    adapters: [memory],
    networks: [localEvm],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    onrampProviders,
    ...options,
  })
  await client.ready
  await client.connect({ connectorId: 'memory', namespace: 'eip155' })
  return {
    client,
    create: (timeoutMs?: number) =>
      createOnrampFlow(client, { quoteDelayMs: 20, pollMs: 5, timeZone, ...(timeoutMs && { timeoutMs }) }),
  }
}

describe('createOnrampFlow', () => {
  it('default: 100 USD, every seller quoted, the most crypto first and preselected', async () => {
    const low = createSeller('low', 10n ** 12n)
    const high = createSeller('high', 2n * 10n ** 12n)
    const { create } = await setup([low.provider, high.provider])
    const flow = create()
    await flow.load()
    expect(flow.getState()).toMatchObject({
      step: 'form',
      asset: ETH,
      fiatInput: '100',
      quoting: false,
      selected: 'high',
    })
    expect(flow.getState().offers.map((offer) => offer.quote?.cryptoAmount)).toEqual([
      2n * 10n ** 16n,
      10n ** 16n,
    ])
  })

  it('behavior: refuses when the feature is off, no seller is configured, or the time zone is restricted', async () => {
    const seller = createSeller('one', 1n)
    const off = await setup([seller.provider], { features: { onramp: false } })
    expect(off.create).toThrow('The on-ramp feature is off')
    const none = await setup([])
    expect(none.create).toThrow('No on-ramp provider is configured')
    const restricted = await setup([seller.provider], {}, 'Asia/Shanghai')
    expect(restricted.create).toThrow('Buying crypto is not available in your region')
  })

  it('behavior: a bad amount is said as typed; quotes follow once typing pauses, the latest amount only', async () => {
    const seller = createSeller('one', 10n ** 12n)
    const { create } = await setup([seller.provider])
    const flow = create()
    await flow.load()
    flow.setFiatAmount('1.234')
    expect(flow.getState()).toMatchObject({
      fiatError: 'Enter an amount in USD with at most 2 decimals, received "1.234"',
      offers: [],
    })
    flow.setFiatAmount('20')
    flow.setFiatAmount('25.5')
    expect(flow.getState()).toMatchObject({ fiatError: undefined, quoting: true })
    await eventually(() => expect(flow.getState().quoting).toBe(false))
    expect(seller.quoted).toEqual(['100', '25.5'])
    expect(flow.getState().offers[0]?.quote?.cryptoAmount).toBe(2_550n * 10n ** 12n)
  })

  it('behavior: buys with the chosen seller, follows its status to done', async () => {
    const low = createSeller('low', 10n ** 12n, [
      { status: 'pending' },
      { status: 'processing' },
      { status: 'done' },
    ])
    const high = createSeller('high', 2n * 10n ** 12n)
    const { create } = await setup([low.provider, high.provider])
    const flow = create()
    await flow.load()
    flow.select('low')
    const seen: string[] = []
    flow.subscribe((state) => {
      const status = state.status?.status
      if (status && seen.at(-1) !== status) seen.push(status)
    })
    await flow.buy()
    expect(low.sessions).toEqual([{ address: ALICE, fiatAmount: '100' }])
    expect(flow.getState()).toMatchObject({ step: 'done', session: { id: 'low-1' }, error: undefined })
    expect(seen).toEqual(['pending', 'processing', 'done'])
  })

  it('behavior: a failed purchase ends failed with the seller’s reason; reset goes back to the form', async () => {
    const seller = createSeller('one', 10n ** 12n, [{ status: 'failed', reason: 'Card declined' }])
    const { create } = await setup([seller.provider])
    const flow = create()
    await flow.load()
    await flow.buy()
    expect(flow.getState()).toMatchObject({ step: 'failed', error: 'Card declined' })
    flow.reset()
    expect(flow.getState()).toMatchObject({
      step: 'form',
      session: undefined,
      status: undefined,
      error: undefined,
    })
  })

  it('behavior: says so when no seller sells the network’s coin', async () => {
    const seller = createSeller('one', 1n)
    const { create } = await setup([{ ...seller.provider, getAssets: async () => [] }])
    const flow = create()
    await flow.load()
    expect(flow.getState()).toMatchObject({ loading: false, error: 'No on-ramp sells ETH on EVM Local' })
  })

  it('behavior: a purchase that stays pending past the time-out fails naming the seller; destroy stops following', async () => {
    const slow = createSeller('slow', 1n, [{ status: 'pending' }])
    const { create } = await setup([slow.provider])
    const late = create(30)
    await late.load()
    await late.buy()
    expect(late.getState()).toMatchObject({
      step: 'failed',
      error: 'SLOW did not finish the purchase in time',
    })

    const left = create()
    await left.load()
    const buying = left.buy()
    await eventually(() => expect(left.getState().step).toBe('checkout'))
    left.destroy()
    await buying
    expect(left.getState()).toMatchObject({ step: 'checkout', status: { status: 'pending' } })
  })
})
