import { resolveCurrencyImage } from '@walletport/core'
import { formatUnits } from '@walletport/core/adapter'
import {
  createOnrampFlow,
  isOnrampRestricted,
  type OnrampFlow,
  type OnrampFlowState,
} from '@walletport/core/onramp'
import { useId } from 'react'
import { DecimalInput } from '../../components/DecimalInput.js'
import { ErrorLine, StatusLine } from '../../components/FlowMessages.js'
import { Spinner } from '../../components/Spinner.js'
import { useImageRegistries } from '../../components/useImageRegistries.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { useSenderFlow } from '../commerce/useSenderFlow.js'
import type { ViewProps } from '../types.js'

const labels = {
  amount: 'You pay (USD)',
  offers: 'Offers',
  youGet: 'You get',
  fee: 'Fee',
  best: 'Best price',
  quoting: 'Comparing providers…',
  buy: 'Buy with',
  checkout: 'Continue to the checkout',
  checkoutHint: 'Pay with a card on the provider’s page; this panel follows the purchase.',
  pending: 'Waiting for the payment…',
  processing: 'Payment received, the provider is sending the funds…',
  done: 'Purchase complete: the funds reached your wallet',
  failed: 'Purchase failed',
  buyAgain: 'Buy again',
  restricted: 'Buying crypto is not available in your region.',
  loading: 'Loading providers…',
  to: 'To',
  transaction: 'Transaction',
} as const

function OnrampForm({ flow, state }: { flow: OnrampFlow; state: OnrampFlowState }) {
  const id = useId()
  const { asset } = state
  const chosen = state.offers.find((offer) => offer.provider.id === state.selected)
  const currencyImage = resolveCurrencyImage(useImageRegistries(), state.fiat)
  return (
    <form
      className="wp-send-form wp-onramp-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void flow.buy()
      }}
    >
      <label htmlFor={`${id}-fiat`}>
        {currencyImage && (
          <img
            className="wp-currency-image"
            src={currencyImage}
            alt=""
            aria-hidden="true"
            width={20}
            height={20}
          />
        )}
        {labels.amount}
      </label>
      <DecimalInput
        id={`${id}-fiat`}
        value={state.fiatInput}
        error={state.fiatError}
        onValue={flow.setFiatAmount}
        autoComplete="off"
      />
      <ErrorLine error={state.fiatError} />
      <StatusLine when={state.quoting}>{labels.quoting}</StatusLine>
      <fieldset className="wp-onramp-offers">
        <legend>{labels.offers}</legend>
        {state.offers.map((offer, index) => (
          <label key={offer.provider.id} className="wp-list-item wp-onramp-offer">
            <input
              type="radio"
              name={`${id}-provider`}
              value={offer.provider.id}
              checked={state.selected === offer.provider.id}
              disabled={!offer.quote}
              onChange={() => flow.select(offer.provider.id)}
            />
            <span className="wp-onramp-provider">
              {offer.provider.name}
              {index === 0 && offer.quote && <span className="wp-tag"> {labels.best}</span>}
            </span>
            {offer.quote && asset ? (
              <span className="wp-onramp-quote" data-testid={`onramp-offer-${offer.provider.id}`}>
                {labels.youGet} {formatBalance(formatUnits(offer.quote.cryptoAmount, asset.decimals), 6)}{' '}
                {asset.symbol}
                {' · '}
                {labels.fee} {offer.quote.fee} {offer.quote.fiat}
              </span>
            ) : (
              <span className="wp-error">{offer.error}</span>
            )}
          </label>
        ))}
      </fieldset>
      <ErrorLine error={state.error} />
      <button
        type="submit"
        className="wp-button wp-button-primary"
        disabled={!chosen?.quote || state.quoting || state.loading}
      >
        {labels.buy} {chosen?.provider.name ?? '…'}
      </button>
    </form>
  )
}

function OnrampProgress({ flow, state }: { flow: OnrampFlow; state: OnrampFlowState }) {
  const { session, status, step } = state
  const text =
    step === 'done'
      ? labels.done
      : step === 'failed'
        ? `${labels.failed}: ${state.error ?? ''}`
        : status?.status === 'processing'
          ? labels.processing
          : labels.pending
  return (
    <div className="wp-send-result wp-onramp-progress" aria-live="polite">
      {step === 'checkout' && <Spinner label={text} />}
      <p
        className={step === 'failed' ? 'wp-error' : 'wp-notice'}
        role={step === 'failed' ? 'alert' : 'status'}
        data-testid="onramp-status"
      >
        {text}
      </p>
      {step === 'checkout' && session && (
        <>
          <p className="wp-notice">{labels.checkoutHint}</p>
          <a
            className="wp-button wp-button-primary"
            href={session.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {labels.checkout}
          </a>
        </>
      )}
      {status?.status === 'done' && status.transactionHash !== undefined && (
        <p className="wp-send-hash">
          {labels.transaction}: <code>{status.transactionHash}</code>
        </p>
      )}
      {step !== 'checkout' && (
        <button type="button" className="wp-button" onClick={() => flow.reset()}>
          {labels.buyAgain}
        </button>
      )}
    </div>
  )
}

/** The On-ramp panel: a fiat amount, the providers' offers side by side, the checkout, the purchase followed to done. */
export default function OnrampView({ client, messages }: ViewProps) {
  const restricted = isOnrampRestricted()
  const { flow, state, error } = useSenderFlow<OnrampFlowState, OnrampFlow>(client, (from) =>
    createOnrampFlow(from),
  )
  if (restricted) return <p className="wp-notice">{labels.restricted}</p>
  if (!flow || !state) return <p className="wp-notice">{error ?? messages.viewUnavailable}</p>
  if (state.loading && !state.asset) return <Spinner label={labels.loading} />
  return (
    <div className="wp-send wp-onramp" data-step={state.step}>
      {state.step === 'form' ? (
        <OnrampForm flow={flow} state={state} />
      ) : (
        <OnrampProgress flow={flow} state={state} />
      )}
    </div>
  )
}
