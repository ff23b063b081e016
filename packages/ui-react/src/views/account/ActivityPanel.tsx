import {
  errorMessage,
  getExplorerTransactionUrl,
  type HistoryEntry,
  type Network,
  type WalletPortClient,
  type WalletPortState,
} from '@walletport/core'
import { useEffect, useMemo, useState } from 'react'
import { LoadMore } from '../../components/LoadMore.js'
import { Spinner } from '../../components/Spinner.js'
import { Tag } from '../../components/Tag.js'
import { useWalletPortState } from '../../hooks/useWalletPortState.js'
import type { Messages } from '../../messages.js'
import { formatBalance } from '../../utils/formatBalance.js'
import { formatMonthLabel } from './formatMonthLabel.js'
import { sortHistoryGroups } from './sortHistoryGroups.js'

export interface ActivityPanelProps {
  client: WalletPortClient
  network: Network
  messages: Messages
}

const selectHistory = (state: WalletPortState) => state.history

function operationLabel(entry: HistoryEntry, messages: Messages): string {
  switch (entry.metadata.operationType) {
    case 'send':
      return messages.activitySent
    case 'receive':
      return messages.activityReceived
    case 'execute':
      return messages.activityExecuted
    default:
      return messages.activityTransaction
  }
}

function ActivityEntry({
  entry,
  network,
  messages,
}: {
  entry: HistoryEntry
  network: Network
  messages: Messages
}) {
  const transfer = entry.transfers[0]
  const symbol = transfer?.fungible_info?.symbol ?? network.nativeCurrency.symbol
  const day = new Intl.DateTimeFormat(messages.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' })
  const { status } = entry.metadata
  const explorerUrl = getExplorerTransactionUrl(network, entry.metadata.hash)
  const direction = transfer?.direction === 'in' ? 'in' : transfer?.direction === 'out' ? 'out' : 'self'
  return (
    <li className="wp-activity-entry">
      <span className="wp-activity-icon" data-direction={direction} aria-hidden="true">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
          <path
            d={
              direction === 'in'
                ? 'M8 3v10m0 0-4-4m4 4 4-4'
                : direction === 'out'
                  ? 'M8 13V3m0 0L4 7m4-4 4 4'
                  : 'M3 8h10'
            }
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="wp-activity-main">
        <span className="wp-activity-operation">{operationLabel(entry, messages)}</span>
        <time dateTime={entry.metadata.minedAt}>{day.format(Date.parse(entry.metadata.minedAt))}</time>
      </span>
      {status !== 'confirmed' && (
        <Tag>{status === 'pending' ? messages.activityPending : messages.activityFailed}</Tag>
      )}
      {transfer && (
        <span className="wp-activity-amount">
          {formatBalance(transfer.quantity.numeric)} {symbol}
        </span>
      )}
      {explorerUrl && (
        <a
          className="wp-icon-button wp-activity-link"
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="wp-visually-hidden">{messages.viewOnExplorer}</span>
          <svg
            className="wp-mirror"
            width="14"
            height="14"
            viewBox="0 0 16 16"
            fill="none"
            aria-hidden="true"
          >
            <path d="M6 3h7v7M13 3 4 12" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </a>
      )}
    </li>
  )
}

/** History grouped by month (core's grouping), loaded page by page as the end comes into view. */
export function ActivityPanel({ client, network, messages }: ActivityPanelProps) {
  const history = useWalletPortState(selectHistory)
  const [startError, setStartError] = useState<string | undefined>(undefined)
  const groups = useMemo(() => sortHistoryGroups(history.transactionsByYear), [history.transactionsByYear])
  const inView = history.lastNetworkInView === network.caipNetworkId

  const loadPage = () => {
    setStartError(undefined)
    client.fetchTransactions().catch((error: unknown) => setStartError(errorMessage(error)))
  }

  // The first page whenever core's history is not this network's (first visit, new network, history reset).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loading depends on what is in view only
  useEffect(() => {
    if (!inView) loadPage()
  }, [inView, network.caipNetworkId])

  if (history.error !== undefined || startError !== undefined) {
    return (
      <p className="wp-error" role="alert">
        {messages.activityError}
      </p>
    )
  }
  if (!inView || (history.loading && history.transactions.length === 0))
    return <Spinner label={messages.loading} />
  if (history.transactions.length === 0) return <p className="wp-notice">{messages.noActivity}</p>

  return (
    <div className="wp-activity">
      {groups.map(({ year, month, entries }) => {
        const label = formatMonthLabel(year, month, messages.locale)
        return (
          <section key={`${year}-${month}`} aria-label={label}>
            <h4 className="wp-activity-month">{label}</h4>
            <ul className="wp-list">
              {entries.map((entry) => (
                <ActivityEntry key={entry.id} entry={entry} network={network} messages={messages} />
              ))}
            </ul>
          </section>
        )
      })}
      {history.loading && <Spinner label={messages.loading} />}
      {history.next !== undefined && !history.loading && (
        <LoadMore onLoadMore={loadPage} label={messages.loadMore} shown={history.transactions.length} />
      )}
    </div>
  )
}
