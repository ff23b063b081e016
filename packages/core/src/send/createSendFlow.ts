import { formatUnits } from '../adapter/formatUnits.js'
import type { TransactionReceipt, TransferQuote } from '../adapter/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { WalletPortClient } from '../client/WalletPortClient.js'
import { errorMessage } from '../errors/errorMessage.js'
import { createFlowStore, type Flow } from '../flow/createFlowStore.js'
import { createLatest } from '../flow/createLatest.js'
import { describeSendFailure } from '../flow/describeSendFailure.js'
import { getFlowAccount } from '../flow/getFlowAccount.js'
import type { Network } from '../networks/types.js'
import { checkSendAmount } from './checkSendAmount.js'
import { getExplorerTransactionUrl } from './getExplorerTransactionUrl.js'
import { getMaxSendable } from './getMaxSendable.js'
import { getSendAssets } from './getSendAssets.js'
import { parseSendAmount } from './parseSendAmount.js'
import { type Recipient, resolveRecipient } from './resolveRecipient.js'
import type { SendAsset } from './types.js'

/**
 * asset → recipient → amount → review (fee and network) → prompt (the wallet asks) → pending (broadcast, waiting
 * for inclusion) → confirmed or failed (reverted, or the wait gave up).
 */
export type SendStep =
  | 'asset'
  | 'recipient'
  | 'amount'
  | 'review'
  | 'prompt'
  | 'pending'
  | 'confirmed'
  | 'failed'

export interface SendFlowState {
  step: SendStep
  namespace: ChainNamespace
  network: Network
  /** The sender. */
  address: string
  loading: boolean
  assets: readonly SendAsset[]
  asset: SendAsset | undefined
  recipientInput: string
  recipient: Recipient | undefined
  /** Resolving a name. */
  resolving: boolean
  recipientError: string | undefined
  amountInput: string
  amount: bigint | undefined
  amountError: string | undefined
  /** Fee and limits of the transfer under review. */
  quote: TransferQuote | undefined
  /** Why the last step failed (asset loading, quoting, the wallet's refusal); shown on the step it went back to. */
  error: string | undefined
  hash: string | undefined
  explorerUrl: string | undefined
  receipt: TransactionReceipt | undefined
}

export interface SendFlow extends Flow<SendFlowState> {
  /** Reads the assets and balances (again after a send). */
  load(): Promise<void>
  selectAsset(asset: SendAsset): void
  /** Checks the recipient as typed; a name is resolved (the latest input wins). */
  setRecipient(input: string): Promise<void>
  /** Moves on to the amount once the recipient is a valid address. */
  confirmRecipient(): void
  /** Checks the amount as typed (format, decimals, zero, balance). */
  setAmount(input: string): void
  /** Fills the most that can be sent, the fee left for it. */
  setMax(): Promise<void>
  /** Quotes the fee and minimum and, when the amount passes them, shows the review. */
  review(): Promise<void>
  /** Asks the wallet; waits for the confirmation, then reloads the balances. */
  confirm(): Promise<void>
  back(): void
  /** Starts over on the asset step. */
  reset(): void
}

/**
 * The send panel's logic for the connected account of `namespace` (the active one by default), over the client's
 * public API: every refusal (bad recipient, too much, zero, too many decimals, dust, fee) is said before the wallet
 * is asked; the wallet's decline goes back to review with 'Signature declined'; a confirmed send reloads the
 * balances (the client's refresh skips its 30 s cache).
 */
export function createSendFlow(
  client: WalletPortClient,
  parameters: { namespace?: ChainNamespace } = {},
): SendFlow {
  const { namespace, address, network } = getFlowAccount(client, parameters.namespace)
  const adapter = client.getAdapter(namespace)

  const initial: SendFlowState = {
    step: 'asset',
    namespace,
    network,
    address,
    loading: false,
    assets: [],
    asset: undefined,
    recipientInput: '',
    recipient: undefined,
    resolving: false,
    recipientError: undefined,
    amountInput: '',
    amount: undefined,
    amountError: undefined,
    quote: undefined,
    error: undefined,
    hash: undefined,
    explorerUrl: undefined,
    receipt: undefined,
  }
  const store = createFlowStore(initial)
  const { set } = store
  const recipients = createLatest()
  const quotes = createLatest()

  const nativeBalance = () =>
    store.getState().assets.find((asset) => asset.token === undefined)?.balance ?? 0n

  function quoteFor(
    value: bigint,
    to: string,
    token: string | undefined,
  ): Promise<TransferQuote | undefined> {
    if (!adapter.estimateTransfer) return Promise.resolve(undefined)
    return adapter.estimateTransfer({
      network,
      from: address,
      to,
      value,
      ...(token !== undefined && { token }),
    })
  }

  function checkAmount(input: string): bigint | undefined {
    const { asset } = store.getState()
    if (!asset) return undefined
    try {
      const value = parseSendAmount(input, asset.decimals)
      checkSendAmount(value, { asset, network, nativeBalance: nativeBalance() })
      set({ amountInput: input, amount: value, amountError: undefined })
      return value
    } catch (error) {
      set({ amountInput: input, amount: undefined, amountError: errorMessage(error) })
      return undefined
    }
  }

  const flow: SendFlow = {
    getState: store.getState,
    subscribe: store.subscribe,

    load: () =>
      store.load(async () => {
        const assets = await getSendAssets(client, { namespace, address, network })
        const chosen = store.getState().asset
        return { assets, asset: chosen && assets.find((asset) => asset.token === chosen.token) }
      }),

    selectAsset(asset) {
      set({
        asset,
        step: 'recipient',
        amountInput: '',
        amount: undefined,
        amountError: undefined,
        error: undefined,
      })
    },

    async setRecipient(input) {
      const latest = recipients.next()
      set({ recipientInput: input, recipient: undefined, recipientError: undefined, resolving: true })
      if (input.trim() === '') {
        set({ resolving: false })
        return
      }
      try {
        const recipient = await resolveRecipient(client, { input, network })
        if (latest()) set({ recipient, resolving: false })
      } catch (error) {
        if (latest()) set({ recipientError: errorMessage(error), resolving: false })
      }
    },

    confirmRecipient() {
      const { recipient, step } = store.getState()
      if (step === 'recipient' && recipient) set({ step: 'amount', error: undefined })
    },

    setAmount(input) {
      checkAmount(input)
    },

    async setMax() {
      const { asset, recipient } = store.getState()
      if (!asset || !recipient) return
      const latest = quotes.next()
      try {
        const quote = await quoteFor(asset.balance, recipient.address, asset.token)
        if (!latest()) return
        if (!quote && asset.token === undefined) {
          set({ amountError: 'The network fee is not known, so the most that can be sent is not either' })
          return
        }
        const most = quote ? getMaxSendable(asset, quote) : asset.balance
        const text = formatUnits(most, asset.decimals)
        set({ quote })
        if (most === 0n)
          set({
            amountInput: text,
            amount: undefined,
            amountError: 'Nothing is left to send after the network fee',
          })
        else checkAmount(text)
      } catch (error) {
        if (latest()) set({ amountError: errorMessage(error) })
      }
    },

    async review() {
      const { asset, recipient, amountInput } = store.getState()
      if (!asset || !recipient) return
      const value = checkAmount(amountInput)
      if (value === undefined) return
      const latest = quotes.next()
      set({ loading: true, error: undefined })
      try {
        const quote = await quoteFor(value, recipient.address, asset.token)
        if (!latest()) return
        checkSendAmount(value, { asset, network, nativeBalance: nativeBalance(), ...(quote && { quote }) })
        set({ loading: false, quote, step: 'review' })
      } catch (error) {
        if (latest()) set({ loading: false, amountError: errorMessage(error) })
      }
    },

    async confirm() {
      const { asset, recipient, amount, step } = store.getState()
      if (step !== 'review' || !asset || !recipient || amount === undefined) return
      set({ step: 'prompt', error: undefined })
      let sent: Awaited<ReturnType<WalletPortClient['sendTransaction']>>
      try {
        sent = await client.sendTransaction({
          network,
          from: address,
          to: recipient.address,
          value: amount,
          ...(asset.token !== undefined && { token: asset.token }),
        })
      } catch (error) {
        set({ step: 'review', error: describeSendFailure(error) })
        return
      }
      set({ step: 'pending', hash: sent.hash, explorerUrl: getExplorerTransactionUrl(network, sent.hash) })
      let outcome: Partial<SendFlowState>
      try {
        const receipt = await sent.wait()
        outcome =
          receipt.status === 'success'
            ? { step: 'confirmed', receipt }
            : { step: 'failed', receipt, error: 'The transaction was included but reverted' }
      } catch (error) {
        outcome = { step: 'failed', error: errorMessage(error) }
      }
      await flow.load()
      set(outcome)
    },

    back() {
      const { step } = store.getState()
      const previous: Partial<Record<SendStep, SendStep>> = {
        recipient: 'asset',
        amount: 'recipient',
        review: 'amount',
      }
      const to = previous[step]
      if (to) set({ step: to, error: undefined })
    },

    reset() {
      recipients.cancel()
      quotes.cancel()
      set({ ...initial, assets: store.getState().assets })
    },
  }
  return flow
}
