import { createWalletPort } from '../client/createWalletPort.js'
import type { WalletPortOptions } from '../client/options.js'
import { localEvm, localEvm2 } from '../networks/index.js'
import { createMemoryStorageBackend } from '../storage/createMemoryStorageBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryAdapter } from '../testing/createMemoryAdapter.js'
import { createPayFlow } from './createPayFlow.js'
import { pay } from './pay.js'
import type { PayParameters, PaySession } from './types.js'

const ALICE = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ONE = 10n ** 18n

async function setup(options: Partial<WalletPortOptions> = {}, connect = true) {
  const memory = createMemoryAdapter({
    networks: [localEvm, localEvm2],
    accounts: [ALICE],
    balances: { [ALICE]: ONE },
    addressPattern: /^0x[0-9a-fA-F]{40}$/,
    fee: 21_000n,
  })
  const client = createWalletPort({
    adapters: [memory],
    networks: [localEvm, localEvm2],
    storage: createStorage({ backend: createMemoryStorageBackend() }),
    enableWalletConnect: false,
    ...options,
    features: { pay: true, ...options.features },
  })
  await client.ready
  if (connect) await client.connect({ connectorId: 'memory', namespace: 'eip155' })
  return { client, wallet: memory.wallet }
}

const request = (overrides: Partial<PayParameters> = {}): PayParameters => ({
  recipient: BOB,
  amount: '0.25',
  asset: { symbol: 'ETH', decimals: 18 },
  network: localEvm.caipNetworkId,
  ...overrides,
})

/** Starts `pay` and makes the Pay view's flow for the session it opened the modal with, once the request is checked. */
async function startPayment(client: Awaited<ReturnType<typeof setup>>['client'], parameters = request()) {
  const paid = pay(client, parameters)
  paid.catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 0))
  const session = client.getState().modal.data?.pay as PaySession
  return { paid, session, flow: createPayFlow(client, session) }
}

describe('pay', () => {
  it('default: shows the request, sends from the connected wallet and resolves with the confirmed receipt', async () => {
    const { client, wallet } = await setup()
    const { paid, flow } = await startPayment(client)
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Pay' })
    await flow.load()
    expect(flow.getState()).toMatchObject({ step: 'review', address: ALICE, balance: ONE })
    await flow.confirm()
    const result = await paid
    expect(result).toMatchObject({
      from: ALICE,
      network: localEvm.caipNetworkId,
      receipt: { status: 'success' },
    })
    expect(wallet.balanceOf(BOB)).toBe(ONE / 4n)
    expect(flow.getState()).toMatchObject({ step: 'done', balance: wallet.balanceOf(ALICE) })
    expect(wallet.balanceOf(ALICE)).toBeLessThan(ONE)
  })

  it('behavior: rejects with PaymentRejectedError when the wallet refuses', async () => {
    const { client, wallet } = await setup()
    const { paid, flow } = await startPayment(client)
    await flow.load()
    wallet.setBehavior('reject')
    await flow.confirm()
    await expect(paid).rejects.toMatchObject({
      name: 'PaymentRejectedError',
      message: 'The payment was declined in the wallet',
    })
    expect(flow.getState()).toMatchObject({ step: 'failed', error: 'The payment was declined in the wallet' })
  })

  it('behavior: refuses too little balance before the wallet is asked', async () => {
    const { client, wallet } = await setup()
    const { paid, flow } = await startPayment(client, request({ amount: '2' }))
    await flow.load()
    await expect(paid).rejects.toThrow(
      'Not enough funds for this payment: it needs 2 ETH, the wallet holds 1 ETH',
    )
    expect(wallet.requests.filter((name) => name === 'sendTransaction')).toEqual([])
  })

  it('behavior: switches the wallet to the payment network first', async () => {
    const { client } = await setup()
    await client.switchNetwork(localEvm2)
    const { paid, flow } = await startPayment(client)
    await flow.load()
    await flow.confirm()
    await expect(paid).resolves.toMatchObject({ network: localEvm.caipNetworkId })
    expect(client.getState().chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe(
      localEvm.caipNetworkId,
    )
  })

  it('behavior: rejects with PaymentNetworkError when the wallet may not switch', async () => {
    const { client, wallet } = await setup({ enableNetworkSwitch: false })
    wallet.changeNetwork(localEvm2)
    const { paid, flow } = await startPayment(client)
    await flow.load()
    await flow.confirm()
    await expect(paid).rejects.toMatchObject({
      name: 'PaymentNetworkError',
      message: `The payment is on ${localEvm.name}, the wallet is on ${localEvm2.name} and could not switch`,
    })
  })

  it('behavior: closing the modal before paying cancels, and the promise settles once', async () => {
    const { client } = await setup()
    const { paid, session, flow } = await startPayment(client)
    await flow.load()
    client.close()
    await expect(paid).rejects.toMatchObject({ name: 'PaymentCancelledError' })
    expect(session.settled).toBe(true)
    await flow.confirm()
    expect(flow.getState().step).toBe('review')
  })

  it('behavior: without a wallet it offers the namespace’s wallets, and connecting keeps the request open', async () => {
    const { client } = await setup({}, false)
    const { paid, flow } = await startPayment(client)
    await flow.load()
    expect(flow.getState().step).toBe('connect')
    expect(flow.getState().connectors.map((connector) => connector.id)).toContain('memory')
    await flow.connect('memory')
    expect(client.getState().modal).toMatchObject({ open: true, view: 'Pay' })
    expect(flow.getState()).toMatchObject({ step: 'review', address: ALICE })
    await flow.confirm()
    await expect(paid).resolves.toMatchObject({ from: ALICE })
  })

  it('parameters: refuses a bad request before the modal opens, naming the field', async () => {
    const { client } = await setup()
    await expect(pay(client, request({ network: 'eip155:1' }))).rejects.toThrow(
      /^pay: the network eip155:1 is not one of the app's networks: expected one of eip155:\d+.*, received eip155:1$/,
    )
    await expect(pay(client, request({ amount: '0' }))).rejects.toThrow('expected more than zero')
    await expect(pay(client, request({ recipient: '0x12' }))).rejects.toThrow('0x12')
    await expect(pay(client, request({ asset: { symbol: 'X', decimals: 1.5 } }))).rejects.toThrow(
      'pay: asset.decimals must be a whole number from 0 to 36, received 1.5',
    )
    expect(client.getState().modal.open).toBe(false)
    const off = await setup({ features: { pay: false } })
    await expect(pay(off.client, request())).rejects.toThrow('pay: the feature flag `pay` is off')
  })
})
