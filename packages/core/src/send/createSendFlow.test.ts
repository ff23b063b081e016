import type { ChainAdapter, TransferParameters } from '../adapter/types.js'
import { createWalletPort } from '../client/createWalletPort.js'
import { createMemoryNameService } from '../client/names/createMemoryNameService.js'
import type { WalletPortOptions } from '../client/options.js'
import { localEvm, localEvm2, mainnet } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createSendFlow } from './createSendFlow.js'

const ALICE = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ONE = 10n ** 18n
const FEE = 21_000n * 10n ** 9n

async function setup(
  parameters: { extend?: Partial<ChainAdapter>; options?: Partial<WalletPortOptions>; minimum?: bigint } = {},
) {
  const memory = createMemoryAdapter({
    networks: [localEvm, localEvm2, mainnet],
    accounts: [ALICE],
    balances: { [ALICE]: ONE },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
    fee: FEE,
  })
  const quotes: TransferParameters[] = []
  const adapter: ChainAdapter = {
    ...memory,
    async estimateTransfer(transfer) {
      quotes.push(transfer)
      return { fee: FEE, minimum: parameters.minimum ?? 1n, reserve: 0n }
    },
    async getTokenBalances({ network }) {
      return [
        {
          name: 'Test Token',
          symbol: 'TST',
          chainId: network.caipNetworkId,
          address: TOKEN,
          price: 0,
          quantity: { decimals: 6, numeric: '12.5' },
        },
      ]
    },
    ...parameters.extend,
  }
  const client = createWalletPort({
    adapters: [adapter],
    networks: [localEvm, localEvm2, mainnet],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    ...parameters.options,
  })
  await client.ready
  await client.connect({ connectorId: 'memory', namespace: 'eip155' })
  const flow = createSendFlow(client)
  await flow.load()
  return { client, flow, wallet: memory.wallet, quotes }
}

describe('createSendFlow', () => {
  it('refuses to start without a connected account', async () => {
    const client = createWalletPort({
      adapters: [createMemoryAdapter({ networks: [localEvm] })],
      networks: [localEvm],
      storage: createStorage({ backend: createMemoryStorageBackend() }),
      enableWalletConnect: false,
    })
    await client.ready
    expect(() => createSendFlow(client)).toThrow('No wallet is connected')
  })

  it('lists the native coin with its balance, then the configured tokens', async () => {
    const { flow } = await setup()
    expect(flow.getState().assets).toEqual([
      { name: 'Ether', symbol: 'ETH', decimals: 18, balance: ONE },
      { token: TOKEN, name: 'Test Token', symbol: 'TST', decimals: 6, balance: 12_500_000n },
    ])
  })

  it('sends native coin: recipient, amount, review with the fee, wallet, hash, confirmation, fresh balances', async () => {
    const { client, flow, wallet } = await setup()
    await client.fetchBalance()
    expect(client.getState().chains.eip155?.accountState.balance).toBe('1')
    const native = flow.getState().assets[0]!
    flow.selectAsset(native)
    await flow.setRecipient(BOB)
    expect(flow.getState()).toMatchObject({ recipient: { address: BOB }, recipientError: undefined })
    flow.confirmRecipient()
    flow.setAmount('0.25')
    expect(flow.getState()).toMatchObject({ step: 'amount', amount: ONE / 4n, amountError: undefined })
    await flow.review()
    expect(flow.getState()).toMatchObject({ step: 'review', quote: { fee: FEE } })
    expect(wallet.requests).not.toContain('sendTransaction')
    await flow.confirm()
    const state = flow.getState()
    expect(state.step).toBe('confirmed')
    expect(state.hash).toMatch(/^memtx/)
    expect(state.receipt).toMatchObject({ status: 'success' })
    expect(wallet.balanceOf(BOB)).toBe(ONE / 4n)
    const left = ONE - ONE / 4n - FEE
    expect(state.assets[0]?.balance).toBe(left)
    // The client's 30 s balance cache was bypassed after the confirmation.
    expect(client.getState().chains.eip155?.accountState.balance).toBe('0.749979')
  })

  it('checks the recipient as typed with the adapter’s message, the latest input winning', async () => {
    const { flow } = await setup()
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient('0x123')
    expect(flow.getState().recipientError).toBe('Invalid address "0x123": must match /^0x[0-9a-fA-F]{40}$/')
    flow.confirmRecipient()
    expect(flow.getState().step).toBe('recipient')
    const first = flow.setRecipient('nobody.eth')
    const second = flow.setRecipient(BOB)
    await Promise.all([first, second])
    expect(flow.getState()).toMatchObject({ recipient: { address: BOB }, recipientError: undefined })
  })

  it('resolves a name through the adapter (ENS), then the app’s name service, and shows it before review', async () => {
    const names = createMemoryNameService({ namespaces: ['eip155'], caipNetworkId: localEvm.caipNetworkId })
    await names.register({ name: 'bobby', address: BOB, coinType: 60, message: '{}', signature: '0x' })
    const { flow } = await setup({
      options: { nameService: names },
      extend: { resolveName: async ({ name }) => (name === 'vitalik.eth' ? BOB : null) },
    })
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient('vitalik.eth')
    expect(flow.getState().recipient).toEqual({ address: BOB, name: 'vitalik.eth' })
    await flow.setRecipient('bobby')
    expect(flow.getState().recipient).toEqual({ address: BOB, name: 'bobby' })
    await flow.setRecipient('nobody.eth')
    expect(flow.getState().recipientError).toBe('No address on EVM Local for the name nobody.eth')
  })

  it('refuses too much, zero and too many decimals before the wallet is asked', async () => {
    const { flow, wallet, quotes } = await setup()
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    for (const [input, text] of [
      ['2', 'The amount is more than your balance of 1 ETH'],
      ['0', 'Invalid amount "0": expected more than zero'],
      ['0.0000000000000000001', 'Invalid amount "0.0000000000000000001": expected at most 18 decimals'],
      ['1', 'Not enough ETH left for the network fee of 0.000021 ETH'],
    ] as const) {
      flow.setAmount(input)
      await flow.review()
      expect(flow.getState()).toMatchObject({ step: 'amount', amountError: text })
    }
    expect(quotes).toHaveLength(1)
    expect(wallet.requests).not.toContain('sendTransaction')
  })

  it('refuses dust below the chain’s minimum', async () => {
    const { flow } = await setup({ minimum: 546n })
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    flow.setAmount('0.000000000000000545')
    await flow.review()
    expect(flow.getState().amountError).toBe(
      "The amount is below the network's minimum of 0.000000000000000546 ETH",
    )
  })

  it('"max" leaves the fee, and a token’s max is its whole balance', async () => {
    const { flow } = await setup()
    const [native, token] = flow.getState().assets
    flow.selectAsset(native!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    await flow.setMax()
    expect(flow.getState()).toMatchObject({
      amountInput: '0.999979',
      amount: ONE - FEE,
      amountError: undefined,
    })
    await flow.review()
    expect(flow.getState().step).toBe('review')
    flow.reset()
    flow.selectAsset(token!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    await flow.setMax()
    expect(flow.getState()).toMatchObject({ amountInput: '12.5', amount: 12_500_000n })
  })

  it('sends a token with the token passed to the adapter', async () => {
    const sent: unknown[] = []
    const { flow, quotes } = await setup({
      extend: {
        async sendTransaction(parameters) {
          sent.push(parameters)
          return { hash: 'tokentx' }
        },
        async waitForTransaction({ hash }) {
          return { hash, status: 'success', blockNumber: 7n }
        },
      },
    })
    flow.selectAsset(flow.getState().assets[1]!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    flow.setAmount('1.000001')
    await flow.review()
    await flow.confirm()
    expect(quotes.at(-1)).toMatchObject({ token: TOKEN, value: 1_000_001n, to: BOB })
    expect(sent).toEqual([expect.objectContaining({ token: TOKEN, value: 1_000_001n, to: BOB, from: ALICE })])
    expect(flow.getState()).toMatchObject({ step: 'confirmed', hash: 'tokentx' })
  })

  it('goes back to review with "Signature declined" when the wallet refuses, and can send again', async () => {
    const { flow, wallet } = await setup()
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    flow.setAmount('0.1')
    await flow.review()
    wallet.setBehavior('reject')
    await flow.confirm()
    expect(flow.getState()).toMatchObject({ step: 'review', error: 'Signature declined', hash: undefined })
    wallet.setBehavior('approve')
    await flow.confirm()
    expect(flow.getState()).toMatchObject({ step: 'confirmed', error: undefined })
  })

  it('shows a failed wait and a reverted transaction as failed, with the hash kept', async () => {
    const { flow } = await setup({
      extend: {
        async waitForTransaction() {
          throw new Error('The transaction was not included in 18 s')
        },
      },
    })
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    flow.setAmount('0.1')
    await flow.review()
    await flow.confirm()
    expect(flow.getState()).toMatchObject({ step: 'failed', hash: expect.stringMatching(/^memtx/) })
    expect(flow.getState().error).toContain('18 s')
  })

  it('keeps the amount step with the quote’s error when the fee cannot be estimated', async () => {
    const { flow, wallet } = await setup({
      extend: {
        async estimateTransfer() {
          throw new Error('execution reverted')
        },
      },
    })
    flow.selectAsset(flow.getState().assets[0]!)
    await flow.setRecipient(BOB)
    flow.confirmRecipient()
    flow.setAmount('0.1')
    await flow.review()
    expect(flow.getState()).toMatchObject({ step: 'amount', amountError: 'execution reverted' })
    expect(wallet.requests).not.toContain('sendTransaction')
  })
})
