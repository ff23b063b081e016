import type { SendAsset, SendFlow, SendFlowState } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import { type FormEvent, useId } from 'react'
import { DecimalInput } from '../../components/DecimalInput.js'
import { ErrorLine } from '../../components/FlowMessages.js'
import { Spinner } from '../../components/Spinner.js'
import type { Messages } from '../../messages.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { formatSignificant } from '../../utils/formatSignificant.js'
import { shortenAddress } from '../../utils/shortenAddress.js'
import type { ViewProps } from '../types.js'
import { useSendFlow } from './useSendFlow.js'

const amountOf = (value: bigint, asset: SendAsset) => `${formatUnits(value, asset.decimals)} ${asset.symbol}`
const balanceOf = (asset: SendAsset) =>
  `${formatBalance(formatUnits(asset.balance, asset.decimals))} ${asset.symbol}`

interface StepProps {
  flow: SendFlow
  state: SendFlowState
  messages: Messages
}

function AssetStep({ flow, state, messages }: StepProps) {
  if (state.loading && state.assets.length === 0) return <Spinner label={messages.loading} />
  return (
    <ul className="wp-list wp-send-assets" aria-label={messages.sendAsset}>
      {state.assets.map((asset) => (
        <li key={asset.token ?? 'native'}>
          <button type="button" className="wp-list-item" onClick={() => flow.selectAsset(asset)}>
            <span className="wp-token-name">{asset.name}</span>
            <span className="wp-token-quantity">{balanceOf(asset)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/** A step's submit button: when it cannot go on yet, it looks disabled and says so to assistive technology. */
function SubmitButton({ disabled, children }: { disabled: boolean; children: string }) {
  return (
    <button type="submit" className="wp-button" disabled={disabled} aria-disabled={disabled}>
      {children}
    </button>
  )
}

function RecipientStep({ flow, state, messages }: StepProps) {
  const id = useId()
  const showError = state.recipientError !== undefined && state.recipientInput.trim() !== ''
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    flow.confirmRecipient()
  }
  return (
    <form className="wp-send-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-to`}>{messages.recipient}</label>
      <input
        id={`${id}-to`}
        className="wp-input"
        value={state.recipientInput}
        placeholder={messages.recipientPlaceholder}
        onChange={(event) => void flow.setRecipient(event.target.value)}
        aria-invalid={showError}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
      />
      <p
        id={`${id}-status`}
        className={showError ? 'wp-error' : 'wp-notice'}
        role={showError ? 'alert' : 'status'}
      >
        {showError
          ? state.recipientError
          : state.resolving
            ? messages.resolvingName
            : state.recipient?.name !== undefined
              ? `${state.recipient.name} → ${state.recipient.address}`
              : ''}
      </p>
      <div className="wp-send-actions">
        <button type="button" className="wp-button" onClick={() => flow.back()}>
          {messages.back}
        </button>
        <SubmitButton disabled={!state.recipient || state.resolving}>{messages.next}</SubmitButton>
      </div>
    </form>
  )
}

function AmountStep({ flow, state, messages }: StepProps) {
  const id = useId()
  const asset = state.asset
  if (!asset) return null
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void flow.review()
  }
  return (
    <form className="wp-send-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-amount`}>
        {messages.amount} ({asset.symbol})
      </label>
      <div className="wp-send-amount">
        <DecimalInput
          id={`${id}-amount`}
          value={state.amountInput}
          error={state.amountError}
          onValue={flow.setAmount}
          aria-describedby={`${id}-status`}
          autoComplete="off"
        />
        <button type="button" className="wp-button" onClick={() => void flow.setMax()}>
          {messages.max}
        </button>
      </div>
      <p className="wp-notice">
        {messages.balance}: {balanceOf(asset)}
      </p>
      <p id={`${id}-status`} className="wp-error" role="alert">
        {state.amountError ?? ''}
      </p>
      <div className="wp-send-actions">
        <button type="button" className="wp-button" onClick={() => flow.back()}>
          {messages.back}
        </button>
        <SubmitButton disabled={state.amount === undefined || state.loading}>{messages.review}</SubmitButton>
      </div>
    </form>
  )
}

function Summary({ state, messages }: Omit<StepProps, 'flow'>) {
  const { asset, amount, recipient, network, quote } = state
  if (!asset || amount === undefined || !recipient) return null
  const native = network.nativeCurrency
  return (
    <dl className="wp-send-summary">
      <dt>{messages.amount}</dt>
      <dd>{amountOf(amount, asset)}</dd>
      <dt>{messages.sendTo}</dt>
      <dd title={recipient.address}>
        {recipient.name !== undefined
          ? `${recipient.name} (${shortenAddress(recipient.address)})`
          : recipient.address}
      </dd>
      <dt>{messages.network}</dt>
      <dd>{network.name}</dd>
      <dt>{messages.networkFee}</dt>
      <dd>
        {quote
          ? `${formatSignificant(formatUnits(quote.fee, native.decimals), messages.locale)} ${native.symbol}`
          : messages.feeByWallet}
      </dd>
    </dl>
  )
}

function ReviewStep({ flow, state, messages }: StepProps) {
  return (
    <div className="wp-send-review">
      <Summary state={state} messages={messages} />
      <ErrorLine error={state.error} />
      <div className="wp-send-actions">
        <button type="button" className="wp-button" onClick={() => flow.back()}>
          {messages.back}
        </button>
        <button type="button" className="wp-button wp-button-primary" onClick={() => void flow.confirm()}>
          {messages.send}
        </button>
      </div>
    </div>
  )
}

function SuccessMark() {
  return (
    <svg className="wp-send-success-mark" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
      <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.15" />
      <path d="m15 24.5 6 6 12-13" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}

function ResultStep({ flow, state, messages, onDone }: StepProps & { onDone(): void }) {
  const { step, hash, explorerUrl, asset } = state
  return (
    <div className="wp-send-result" aria-live="polite">
      {step === 'pending' && <Spinner label={messages.waitingConfirmation} />}
      {step === 'confirmed' && <SuccessMark />}
      <p
        className={step === 'failed' ? 'wp-error' : step === 'confirmed' ? 'wp-send-success' : 'wp-notice'}
        role={step === 'failed' ? 'alert' : 'status'}
      >
        {step === 'pending'
          ? messages.waitingConfirmation
          : step === 'confirmed'
            ? messages.sendConfirmed
            : `${messages.sendNotConfirmed}: ${state.error ?? ''}`}
      </p>
      <Summary state={state} messages={messages} />
      {hash !== undefined && (
        <p className="wp-send-hash">
          {messages.transactionHash}: <code>{hash}</code>
        </p>
      )}
      {explorerUrl !== undefined && (
        <a className="wp-button" href={explorerUrl} target="_blank" rel="noopener noreferrer">
          {messages.viewOnExplorer}
        </a>
      )}
      {step !== 'pending' && asset && (
        <>
          <p className="wp-notice">
            {messages.balance}: {balanceOf(state.assets.find((held) => held.token === asset.token) ?? asset)}
          </p>
          <div className="wp-send-actions">
            <button type="button" className="wp-button wp-button-secondary" onClick={() => flow.reset()}>
              {messages.sendAgain}
            </button>
            <button type="button" className="wp-button wp-button-primary" onClick={onDone}>
              {messages.done}
            </button>
          </div>
        </>
      )}
    </div>
  )
}

/**
 * The Send panel: asset → recipient → amount → review → the wallet's prompt → hash, explorer link, confirmation
 * (a success mark, Send again and Done, which closes the modal).
 */
export default function SendView({ client, messages }: ViewProps) {
  const { flow, state } = useSendFlow(client)
  if (!flow || !state) return <p className="wp-notice">{messages.viewUnavailable}</p>
  const props = { flow, state, messages }
  return (
    <div className="wp-send" data-step={state.step}>
      {state.error !== undefined && state.step === 'asset' && (
        <p className="wp-error" role="alert">
          {state.error}
        </p>
      )}
      {state.step === 'asset' && <AssetStep {...props} />}
      {state.step === 'recipient' && <RecipientStep {...props} />}
      {state.step === 'amount' && <AmountStep {...props} />}
      {state.step === 'review' && <ReviewStep {...props} />}
      {state.step === 'prompt' && <Spinner label={messages.transactionPending} />}
      {state.step === 'prompt' && <p className="wp-notice">{messages.transactionPending}</p>}
      {(state.step === 'pending' || state.step === 'confirmed' || state.step === 'failed') && (
        <ResultStep {...props} onDone={() => client.close()} />
      )}
    </div>
  )
}
