import { formatUnits } from '../adapter/formatUnits.js'
import { parseUnits } from '../adapter/parseUnits.js'
import type { TransactionReceipt } from '../adapter/types.js'
import { describeTransactionError } from '../client/data/describeTransactionError.js'
import type { WalletPortClient } from '../client/WalletPortClient.js'
import type { Connector } from '../connectors/types.js'
import { errorMessage } from '../errors/errorMessage.js'
import { isUserRejection } from '../errors/isUserRejection.js'
import {
  InsufficientPaymentBalanceError,
  InvalidPaymentError,
  PaymentNetworkError,
  PaymentRejectedError,
} from '../errors/pay.js'
import { createFlowStore, type Flow } from '../flow/createFlowStore.js'
import type { PaySession } from './types.js'

/**
 * connect (no wallet of the namespace yet) → review (the request, the balance) → switching (the wallet moves to the
 * payment's network) → prompt → pending → done; failed ends the request (its promise rejected).
 */
export type PayStep =
  | 'loading'
  | 'connect'
  | 'review'
  | 'switching'
  | 'prompt'
  | 'pending'
  | 'done'
  | 'failed'

export interface PayFlowState {
  step: PayStep
  /** The paying account, once connected. */
  address: string | undefined
  /** The account's balance of the asset, in its smallest unit. */
  balance: bigint | undefined
  /** The namespace's wallets to pay with, when none is connected. */
  connectors: readonly Connector[]
  connecting: string | undefined
  error: string | undefined
  hash: string | undefined
  receipt: TransactionReceipt | undefined
}

export interface PayFlow extends Flow<PayFlowState> {
  /** Finds the paying account and its balance; refuses the request when the balance is short. */
  load(): Promise<void>
  /** Connects `connectorId` on the payment's namespace, then loads. */
  connect(connectorId: string): Promise<void>
  /** Switches the wallet's network if needed, asks it to send, waits for the confirmation. */
  confirm(): Promise<void>
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** The Pay view's logic for one request (`pay`'s session): it settles the session on success or on a refusal. */
export function createPayFlow(client: WalletPortClient, session: PaySession): PayFlow {
  const { request } = session
  const { network, asset } = request
  const namespace = network.chainNamespace
  const adapter = client.getAdapter(namespace)
  const store = createFlowStore<PayFlowState>({
    step: 'loading',
    address: undefined,
    balance: undefined,
    connectors: [],
    connecting: undefined,
    error: undefined,
    hash: undefined,
    receipt: undefined,
  })
  const { set } = store
  const amountOf = (value: bigint) => `${formatUnits(value, asset.decimals)} ${asset.symbol}`

  function fail(error: Error) {
    set({ step: 'failed', error: error.message })
    session.reject(error)
  }

  async function balanceOf(address: string): Promise<bigint> {
    if (asset.token === undefined) return (await adapter.getBalance({ address, network })).value
    const tokens = (await adapter.getTokenBalances?.({ address, network })) ?? []
    const held = tokens.find((token) => token.address !== undefined && same(token.address, asset.token ?? ''))
    if (!held) {
      throw new InvalidPaymentError(
        `pay: ${asset.symbol} (${asset.token}) is not among the tokens the app configured for ${network.name}`,
      )
    }
    return parseUnits(held.quantity.numeric, held.quantity.decimals)
  }

  const flow: PayFlow = {
    getState: store.getState,
    subscribe: store.subscribe,

    async load() {
      if (session.settled) return
      const address = client.getState().chains[namespace]?.accountState.address
      if (!address) {
        const connectors = client
          .getConnectors()
          .filter((connector) => connector.chain === namespace || connector.chains?.includes(namespace))
        set({ step: 'connect', connectors })
        return
      }
      set({ step: 'loading', address, error: undefined })
      try {
        const balance = await balanceOf(address)
        set({ balance })
        if (balance < request.amount) {
          fail(
            new InsufficientPaymentBalanceError({
              needed: amountOf(request.amount),
              balance: amountOf(balance),
            }),
          )
          return
        }
        set({ step: 'review' })
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)))
      }
    },

    async connect(connectorId) {
      set({ connecting: connectorId, error: undefined })
      try {
        await session.keepOpen(() => client.connect({ connectorId, namespace }))
        set({ connecting: undefined })
        await flow.load()
      } catch (error) {
        set({ connecting: undefined, error: errorMessage(error) })
      }
    },

    async confirm() {
      const { step, address } = store.getState()
      if (step !== 'review' || !address || session.settled) return
      const current = client.getState().chains[namespace]?.networkState.caipNetwork
      if (current?.caipNetworkId !== network.caipNetworkId) {
        set({ step: 'switching' })
        try {
          await client.switchNetwork(network)
        } catch (cause) {
          fail(
            new PaymentNetworkError({
              expected: network.name,
              current: current?.name ?? 'no network',
              cause,
            }),
          )
          return
        }
      }
      set({ step: 'prompt' })
      let sent: Awaited<ReturnType<WalletPortClient['sendTransaction']>>
      try {
        sent = await client.sendTransaction({
          network,
          from: address,
          to: request.recipient,
          value: request.amount,
          ...(asset.token !== undefined && { token: asset.token }),
        })
      } catch (error) {
        fail(
          isUserRejection(error)
            ? new PaymentRejectedError({ cause: error })
            : new Error(describeTransactionError(error), { cause: error }),
        )
        return
      }
      set({ step: 'pending', hash: sent.hash })
      try {
        const receipt = await sent.wait()
        if (receipt.status !== 'success') {
          set({ receipt })
          fail(new Error(`The payment ${sent.hash} was included but reverted`))
          return
        }
        const balance = await balanceOf(address).catch(() => store.getState().balance)
        set({ step: 'done', receipt, balance })
        session.resolve({ hash: sent.hash, receipt, from: address, network: network.caipNetworkId })
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)))
      }
    },
  }
  return flow
}
