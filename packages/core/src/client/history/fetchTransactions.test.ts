import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestContext } from '../../../test/createTestContext.js'
import type { HistoryEntry, HistoryPage } from '../../adapter/types.js'
import type { CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import { AccountAddressRequiredError } from '../../errors/data.js'
import { MethodNotSupportedError } from '../../errors/methodNotSupported.js'
import type { WalletPortEvents } from '../../events/walletPortEvents.js'
import { localEvm, localEvm2, localSolana } from '../../networks/index.js'
import type { Network } from '../../networks/types.js'
import { createMemoryAdapter } from '../../testing/createMemoryAdapter.js'
import { type ClientContext, updateChain } from '../context.js'
import type { Endpoints } from '../options.js'
import { fetchTransactions } from './fetchTransactions.js'
import { resetTransactions } from './resetTransactions.js'

function connectAccount(
  context: ClientContext,
  namespace: ChainNamespace,
  address: string,
  network: Network,
) {
  context.store.setState((state) => ({ ...state, activeChain: namespace }))
  updateChain(context, namespace, (chain) => ({
    ...chain,
    accountState: { ...chain.accountState, address, caipAddress: `${network.caipNetworkId}:${address}` },
    networkState: { ...chain.networkState, caipNetwork: network },
  }))
}

function entry(
  id: string,
  minedAt: string,
  options: { chain?: CaipNetworkId; spam?: boolean } = {},
): HistoryEntry {
  return {
    id,
    metadata: { minedAt, chain: options.chain ?? localEvm.caipNetworkId, hash: id, status: 'confirmed' },
    transfers: [
      options.spam
        ? { direction: 'in', quantity: { numeric: '1' }, nft_info: { flags: { is_spam: true } } }
        : { direction: 'out', quantity: { numeric: '1' } },
    ],
  }
}

interface HistoryServer {
  url: string
  requests: string[]
  /** Pages by cursor ('' for the first); a missing page answers 500. */
  pages: Map<string, HistoryPage>
  server: Server
}

async function startHistoryServer(): Promise<HistoryServer> {
  const state: HistoryServer = { url: '', requests: [], pages: new Map(), server: createServer() }
  state.server.on('request', (request, response) => {
    state.requests.push(request.url ?? '')
    const cursor = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('cursor') ?? ''
    const page = state.pages.get(cursor)
    response.writeHead(page ? 200 : 500, { 'content-type': 'application/json' })
    response.end(JSON.stringify(page ?? { error: 'down' }))
  })
  await new Promise<void>((resolve) => state.server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`
  return state
}

function setup(endpoints: Endpoints = {}) {
  const evm = createMemoryAdapter({ networks: [localEvm, localEvm2] })
  const solana = createMemoryAdapter({ namespace: 'solana', networks: [localSolana] })
  const context = createTestContext({
    adapters: [evm, solana],
    options: { endpoints },
    platform: { fetch: (...args: Parameters<typeof fetch>) => fetch(...args) },
  })
  return { context, evm }
}

async function send(evm: ReturnType<typeof createMemoryAdapter>, network: Network, count: number) {
  for (let i = 0; i < count; i++) await evm.sendTransaction({ network, to: 'mem0002', value: 1n })
}

const history = (context: ClientContext) => context.store.getState().history
const ids = (context: ClientContext) => history(context).transactions.map((e) => e.id)

describe('fetchTransactions', () => {
  let service: HistoryServer
  beforeAll(async () => {
    service = await startHistoryServer()
  })
  afterAll(() => new Promise<void>((resolve) => service.server.close(() => resolve())))
  beforeEach(() => {
    service.requests.length = 0
    service.pages.clear()
  })

  it('transactions cannot be fetched without an account address', async () => {
    const { context } = setup()
    const error = await fetchTransactions(context).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AccountAddressRequiredError)
    expect((error as Error).message).toBe('Transactions cannot be fetched without an account address')
    expect(history(context).loading).toBe(false)
  })

  it('loading begins on fetch', async () => {
    const { context } = setup()
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    const pending = fetchTransactions(context)
    expect(history(context).loading).toBe(true)
    await pending
    expect(history(context).loading).toBe(false)
  })

  it('on success, entries are appended and the cursor is updated', async () => {
    const { context, evm } = setup()
    await send(evm, localEvm, 3)
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    expect(ids(context)).toEqual(['memtx00000002', 'memtx00000001'])
    expect(history(context).next).toBe('memtx00000001')
    await fetchTransactions(context)
    expect(ids(context)).toEqual(['memtx00000002', 'memtx00000001', 'memtx00000000'])
    expect(history(context).next).toBeUndefined()
    expect(history(context).empty).toBe(false)
    expect(history(context).lastNetworkInView).toBe(localEvm.caipNetworkId)
  })

  it('regroups transactionsByYear with every entry loaded so far', async () => {
    const { context, evm } = setup()
    await send(evm, localEvm, 3)
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    await fetchTransactions(context)
    const month = new Date(1_700_000_000_000)
    const grouped = history(context).transactionsByYear[month.getUTCFullYear()]?.[month.getUTCMonth()]
    expect(grouped?.map((e) => e.id)).toEqual(['memtx00000002', 'memtx00000001', 'memtx00000000'])
  })

  it('reads pages from the history endpoint with chainId and cursor when one is configured', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', { data: [entry('a', '2024-02-01T00:00:00Z')], next: 'page2' })
    service.pages.set('page2', { data: [entry('b', '2024-01-01T00:00:00Z')] })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    await fetchTransactions(context)
    expect(service.requests).toEqual([
      '/v1/account/mem0001/history?chainId=eip155%3A31337',
      '/v1/account/mem0001/history?chainId=eip155%3A31337&cursor=page2',
    ])
    expect(ids(context)).toEqual(['a', 'b'])
  })

  it('spam filtering drops transactions whose transfers are all flagged as spam NFTs', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', {
      data: [entry('a', '2024-02-01T00:00:00Z'), entry('spam', '2024-02-02T00:00:00Z', { spam: true })],
    })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    expect(ids(context)).toEqual(['a'])
  })

  it('history is limited to entries on the connected chain', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', {
      data: [
        entry('here', '2024-02-01T00:00:00Z'),
        entry('there', '2024-02-02T00:00:00Z', { chain: 'eip155:1' }),
      ],
    })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    expect(ids(context)).toEqual(['here'])
  })

  it('appends an entry seen on an earlier page only once', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', { data: [entry('a', '2024-02-01T00:00:00Z')], next: 'page2' })
    service.pages.set('page2', {
      data: [entry('a', '2024-02-01T00:00:00Z'), entry('b', '2024-01-01T00:00:00Z')],
    })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    await fetchTransactions(context)
    expect(ids(context)).toEqual(['a', 'b'])
    expect(history(context).transactionsByYear[2024]?.[1]?.map((e) => e.id)).toEqual(['a'])
  })

  it('marks the list empty when there are no entries at all', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', { data: [entry('spam', '2024-02-02T00:00:00Z', { spam: true })] })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    expect(history(context).empty).toBe(true)
    expect(history(context).transactions).toEqual([])
  })

  it('starts over when the network in view changed since the last fetch', async () => {
    const { context, evm } = setup()
    await send(evm, localEvm, 3)
    await send(evm, localEvm2, 1)
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    connectAccount(context, 'eip155', 'mem0001', localEvm2)
    await fetchTransactions(context)
    expect(ids(context)).toEqual(['memtx00000003'])
    expect(history(context).next).toBeUndefined()
    expect(history(context).lastNetworkInView).toBe(localEvm2.caipNetworkId)
  })

  it('on failure, the list is marked empty, the cursor cleared and the error set, and the call resolves', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', { data: [entry('a', '2024-02-01T00:00:00Z')], next: 'broken' })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    await expect(fetchTransactions(context)).resolves.toBeUndefined()
    expect(history(context)).toMatchObject({
      empty: true,
      next: undefined,
      loading: false,
      error: 'Failed to fetch transactions',
    })
  })

  it('on failure, ERROR_FETCH_TRANSACTIONS is emitted with the account, network and cursor', async () => {
    const { context } = setup({ history: service.url })
    const events: WalletPortEvents['ERROR_FETCH_TRANSACTIONS'][] = []
    context.events.on('ERROR_FETCH_TRANSACTIONS', (event) => events.push(event))
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    expect(events).toEqual([
      {
        namespace: 'eip155',
        address: 'mem0001',
        networkId: localEvm.caipNetworkId,
        cursor: undefined,
        message: 'HTTP request failed.',
      },
    ])
  })

  it('treats a malformed service answer as a failed fetch', async () => {
    const { context } = setup({ history: service.url })
    service.pages.set('', { data: [{ id: 'a' }] } as unknown as HistoryPage)
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    expect(history(context).error).toBe('Failed to fetch transactions')
  })

  it('clears the error of an earlier failure on the next successful fetch', async () => {
    const { context } = setup({ history: service.url })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await fetchTransactions(context)
    service.pages.set('', { data: [entry('a', '2024-02-01T00:00:00Z')] })
    await fetchTransactions(context)
    expect(history(context)).toMatchObject({ error: undefined, empty: false })
    expect(ids(context)).toEqual(['a'])
  })

  it('throws MethodNotSupportedError when neither an endpoint nor the adapter provides history', async () => {
    const { getHistory: _, ...evm } = createMemoryAdapter({ networks: [localEvm] })
    const context = createTestContext({ adapters: [evm] })
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    await expect(fetchTransactions(context)).rejects.toBeInstanceOf(MethodNotSupportedError)
    expect(history(context).loading).toBe(false)
  })

  it('drops a page that arrives after the history was reset', async () => {
    const { context, evm } = setup()
    await send(evm, localEvm, 1)
    connectAccount(context, 'eip155', 'mem0001', localEvm)
    const pending = fetchTransactions(context)
    resetTransactions(context)
    await pending
    expect(ids(context)).toEqual([])
    expect(history(context).loading).toBe(false)
  })
})
