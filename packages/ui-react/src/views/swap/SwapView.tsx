import { formatUnits } from '@walletport/core/adapter'
import { createSwapFlow, type SwapFlow, type SwapFlowState, type SwapToken } from '@walletport/core/swaps'
import { useId } from 'react'
import { DecimalInput } from '../../components/DecimalInput.js'
import { ErrorLine, StatusLine } from '../../components/FlowMessages.js'
import { Spinner } from '../../components/Spinner.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { useSenderFlow } from '../commerce/useSenderFlow.js'
import type { ViewProps } from '../types.js'
import { swapLabels as labels } from './swapLabels.js'

const amountOf = (value: bigint, token: SwapToken) =>
  `${formatBalance(formatUnits(value, token.decimals), 6)} ${token.symbol}`
const percent = (fraction: number) => `${(fraction * 100).toFixed(fraction < 0.0001 ? 4 : 2)} %`

interface PanelProps {
  flow: SwapFlow
  state: SwapFlowState
}

function TokenSelect({
  label,
  value,
  tokens,
  onChange,
}: {
  label: string
  value: SwapToken | undefined
  tokens: readonly SwapToken[]
  onChange: (token: SwapToken) => void
}) {
  return (
    <select
      className="wp-input wp-swap-token"
      aria-label={label}
      value={value?.address ?? ''}
      onChange={(event) => {
        const token = tokens.find((candidate) => candidate.address === event.target.value)
        if (token) onChange(token)
      }}
    >
      {tokens.map((token) => (
        <option key={token.address} value={token.address}>
          {token.symbol}
        </option>
      ))}
    </select>
  )
}

function Details({ state }: { state: SwapFlowState }) {
  const { quote, minimumReceived, tokenOut, tokenIn } = state
  if (!quote || !tokenOut || !tokenIn || minimumReceived === undefined) return null
  return (
    <dl className="wp-send-summary wp-swap-details">
      <dt>{labels.minimumReceived}</dt>
      <dd data-testid="swap-minimum">{amountOf(minimumReceived, tokenOut)}</dd>
      <dt>{labels.priceImpact}</dt>
      <dd className={quote.priceImpact > 0.05 ? 'wp-error' : undefined}>{percent(quote.priceImpact)}</dd>
      <dt>{labels.fee}</dt>
      <dd>{amountOf(quote.fee, tokenIn)}</dd>
      <dt>{labels.route}</dt>
      <dd>{quote.route.map((token) => token.symbol).join(' → ')}</dd>
      <dt>{labels.provider}</dt>
      <dd>{state.provider.name}</dd>
    </dl>
  )
}

function SwapForm({ flow, state }: PanelProps) {
  const id = useId()
  const { tokens, tokenIn, tokenOut, balances, quote } = state
  const busy = state.step === 'approving' || state.step === 'swapping'
  const canSwap =
    state.step === 'form' &&
    quote !== undefined &&
    !state.quoting &&
    state.amountError === undefined &&
    state.slippageError === undefined
  return (
    <form
      className="wp-send-form wp-swap-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void flow.swap()
      }}
    >
      <fieldset className="wp-swap-side" disabled={busy}>
        <legend>{labels.youPay}</legend>
        <div className="wp-send-amount">
          <DecimalInput
            id={`${id}-in`}
            aria-label={`${labels.amount} (${tokenIn?.symbol ?? ''})`}
            value={state.amountInput}
            error={state.amountError}
            onValue={flow.setAmount}
            placeholder="0.0"
            autoComplete="off"
          />
          <TokenSelect label={labels.youPay} value={tokenIn} tokens={tokens} onChange={flow.selectTokenIn} />
        </div>
        {tokenIn && balances[tokenIn.address.toLowerCase()] !== undefined && (
          <p className="wp-notice" data-testid="swap-balance-in">
            {labels.balance}: {amountOf(balances[tokenIn.address.toLowerCase()] ?? 0n, tokenIn)}
          </p>
        )}
        <ErrorLine error={state.amountError} />
      </fieldset>
      <button
        type="button"
        className="wp-button wp-swap-flip"
        aria-label={labels.flip}
        onClick={flow.flip}
        disabled={busy}
      >
        ⇅
      </button>
      <fieldset className="wp-swap-side" disabled={busy}>
        <legend>{labels.youReceive}</legend>
        <div className="wp-send-amount">
          <output
            className="wp-input wp-swap-out"
            aria-label={labels.youReceive}
            data-testid="swap-amount-out"
          >
            {quote && tokenOut ? formatBalance(formatUnits(quote.amountOut, tokenOut.decimals), 6) : '0.0'}
          </output>
          <TokenSelect
            label={labels.youReceive}
            value={tokenOut}
            tokens={tokens}
            onChange={flow.selectTokenOut}
          />
        </div>
        {tokenOut && balances[tokenOut.address.toLowerCase()] !== undefined && (
          <p className="wp-notice" data-testid="swap-balance-out">
            {labels.balance}: {amountOf(balances[tokenOut.address.toLowerCase()] ?? 0n, tokenOut)}
          </p>
        )}
      </fieldset>
      <label htmlFor={`${id}-slippage`}>{labels.slippage}</label>
      <DecimalInput
        id={`${id}-slippage`}
        value={state.slippageInput}
        error={state.slippageError}
        onValue={flow.setSlippage}
        disabled={busy}
      />
      <ErrorLine error={state.slippageError} />
      <StatusLine when={state.quoting}>{labels.quoting}</StatusLine>
      <ErrorLine error={state.quoteError} />
      <Details state={state} />
      <ErrorLine error={state.error} testId="swap-error" />
      <StatusLine when={busy}>{state.step === 'approving' ? labels.approving : labels.swapping}</StatusLine>
      <button type="submit" className="wp-button wp-button-primary" disabled={!canSwap}>
        {labels.swap}
      </button>
    </form>
  )
}

function SwapResult({ flow, state }: PanelProps) {
  const { receipt, hash, approvalHash, tokenOut, received } = state
  return (
    <div className="wp-send-result" aria-live="polite">
      <p
        className={state.step === 'failed' ? 'wp-error' : 'wp-notice'}
        role={state.step === 'failed' ? 'alert' : 'status'}
      >
        {state.step === 'done' ? labels.done : `${labels.failed}: ${state.error ?? ''}`}
      </p>
      <dl className="wp-send-summary">
        {tokenOut && received !== undefined && (
          <>
            <dt>{labels.received}</dt>
            <dd data-testid="swap-received">{amountOf(received, tokenOut)}</dd>
          </>
        )}
        {approvalHash !== undefined && (
          <>
            <dt>{labels.approval}</dt>
            <dd>
              <code>{approvalHash}</code>
            </dd>
          </>
        )}
        {hash !== undefined && (
          <>
            <dt>{labels.transaction}</dt>
            <dd className="wp-send-hash">
              <code>{hash}</code>
            </dd>
          </>
        )}
        {receipt?.blockNumber !== undefined && (
          <>
            <dt>{labels.block}</dt>
            <dd>{receipt.blockNumber.toString()}</dd>
          </>
        )}
      </dl>
      {state.tokens.map((token) => (
        <p key={token.address} className="wp-notice" data-testid={`swap-result-balance-${token.symbol}`}>
          {labels.balance}: {amountOf(state.balances[token.address.toLowerCase()] ?? 0n, token)}
        </p>
      ))}
      <button type="button" className="wp-button" onClick={() => flow.reset()}>
        {labels.swapAgain}
      </button>
    </div>
  )
}

/** The Swap panel: tokens, amount, a live quote (debounced), slippage, minimum received, approve then swap. */
export default function SwapView({ client, messages }: ViewProps) {
  const { flow, state, error } = useSenderFlow<SwapFlowState, SwapFlow>(client, (from) =>
    createSwapFlow(from),
  )
  if (!flow || !state) return <p className="wp-notice">{error ?? messages.viewUnavailable}</p>
  if (state.loading && state.tokens.length === 0) return <Spinner label={labels.loading} />
  return (
    <div className="wp-send wp-swap" data-step={state.step}>
      {state.step === 'done' || state.step === 'failed' ? (
        <SwapResult flow={flow} state={state} />
      ) : (
        <SwapForm flow={flow} state={state} />
      )}
    </div>
  )
}
