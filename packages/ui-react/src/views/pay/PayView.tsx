import type { ChainNamespace, WalletPortState } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import { createPayFlow, type PayFlowState, type PaySession } from '@walletport/core/pay'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { StatusLine } from '../../components/FlowMessages.js'
import { Spinner } from '../../components/Spinner.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import { shortenAddress } from '../../utils/shortenAddress.js'
import type { ViewProps } from '../types.js'

const labels = {
  request: 'Payment request',
  amount: 'Amount',
  to: 'To',
  network: 'Network',
  from: 'From',
  balance: 'Balance',
  pay: 'Pay',
  connect: 'Connect a wallet to pay with',
  connecting: 'Connecting…',
  noWallets: 'No wallet of this network is available in this browser.',
  switching: 'Switching the wallet to the payment’s network…',
  prompt: 'Confirm the payment in your wallet…',
  pending: 'Waiting for the confirmation…',
  done: 'Payment confirmed',
  failed: 'Payment failed',
  transaction: 'Transaction',
  block: 'Block',
  close: 'Done',
  loading: 'Checking the balance…',
} as const

function Summary({ session, state }: { session: PaySession; state: PayFlowState }) {
  const { request } = session
  const amount = (value: bigint) => `${formatUnits(value, request.asset.decimals)} ${request.asset.symbol}`
  return (
    <dl className="wp-send-summary wp-pay-summary">
      <dt>{labels.amount}</dt>
      <dd data-testid="pay-amount">{amount(request.amount)}</dd>
      <dt>{labels.to}</dt>
      <dd title={request.recipient}>{shortenAddress(request.recipient)}</dd>
      <dt>{labels.network}</dt>
      <dd>{request.network.name}</dd>
      {state.address !== undefined && (
        <>
          <dt>{labels.from}</dt>
          <dd title={state.address}>{shortenAddress(state.address)}</dd>
        </>
      )}
      {state.balance !== undefined && (
        <>
          <dt>{labels.balance}</dt>
          <dd>{amount(state.balance)}</dd>
        </>
      )}
      {state.hash !== undefined && (
        <>
          <dt>{labels.transaction}</dt>
          <dd className="wp-send-hash">
            <code data-testid="pay-hash">{state.hash}</code>
          </dd>
        </>
      )}
      {state.receipt?.blockNumber !== undefined && (
        <>
          <dt>{labels.block}</dt>
          <dd>{state.receipt.blockNumber.toString()}</dd>
        </>
      )}
    </dl>
  )
}

const selectAddress = (namespace: string) => (state: WalletPortState) =>
  state.chains[namespace as ChainNamespace]?.accountState.address ?? ''

const noFlow = { subscribe: () => () => {}, getState: () => undefined }

/** The Pay view: the request `pay` opened the modal for, the wallet to pay from (or connect), then the receipt. */
export default function PayView({ client, messages }: ViewProps) {
  const session = useWalletPortState((state) => state.modal.data?.pay)
  const namespace = session?.request.network.chainNamespace ?? ''
  const address = useWalletPortState(selectAddress(namespace))
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new paying account makes a new flow
  const flow = useMemo(
    () => (session ? createPayFlow(client, session) : undefined),
    [client, session, address],
  )
  const source = flow ?? noFlow
  const state = useSyncExternalStore(source.subscribe, source.getState, source.getState)
  useEffect(() => {
    void flow?.load()
  }, [flow])
  if (!session || !flow || !state) return <p className="wp-notice">{messages.viewUnavailable}</p>
  const ended = state.step === 'done' || state.step === 'failed'
  return (
    <div className="wp-send wp-pay" data-step={state.step}>
      <p className="wp-notice">{labels.request}</p>
      <Summary session={session} state={state} />
      {state.step === 'loading' && <Spinner label={labels.loading} />}
      {state.step === 'connect' && (
        <div className="wp-pay-connect">
          <p className="wp-notice">{labels.connect}</p>
          {state.connectors.length === 0 && <p className="wp-error">{labels.noWallets}</p>}
          <ul className="wp-list">
            {state.connectors.map((connector) => (
              <li key={connector.id}>
                <button
                  type="button"
                  className="wp-list-item"
                  disabled={state.connecting !== undefined}
                  onClick={() => void flow.connect(connector.id)}
                >
                  {connector.name}
                  {state.connecting === connector.id && ` — ${labels.connecting}`}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {(state.step === 'switching' || state.step === 'prompt' || state.step === 'pending') && (
        <p className="wp-notice" role="status">
          {labels[state.step]}
        </p>
      )}
      <StatusLine when={state.step === 'done'}>{labels.done}</StatusLine>
      {state.error !== undefined && (
        <p className="wp-error" role="alert" data-testid="pay-error">
          {state.step === 'failed' ? `${labels.failed}: ${state.error}` : state.error}
        </p>
      )}
      {state.step === 'review' && (
        <button type="button" className="wp-button wp-button-primary" onClick={() => void flow.confirm()}>
          {labels.pay} {formatUnits(session.request.amount, session.request.asset.decimals)}{' '}
          {session.request.asset.symbol}
        </button>
      )}
      {ended && (
        <button type="button" className="wp-button" onClick={() => client.close()}>
          {labels.close}
        </button>
      )}
    </div>
  )
}
