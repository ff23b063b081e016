import type { TokenBalance } from '@walletport/core'
import type { Messages } from '../../messages.js'
import { formatBalance } from '../../utils/formatBalance.js'

export interface TokensPanelProps {
  tokens: readonly TokenBalance[]
  messages: Messages
}

/** The account's token balances, or an empty state. */
export function TokensPanel({ tokens, messages }: TokensPanelProps) {
  if (tokens.length === 0) return <p className="wp-notice">{messages.noTokens}</p>
  const currency = new Intl.NumberFormat(messages.locale, { style: 'currency', currency: 'USD' })
  return (
    <ul className="wp-list wp-tokens" aria-label={messages.tokens}>
      {tokens.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="wp-token">
          {token.iconUrl && <img src={token.iconUrl} alt={token.name} width={32} height={32} />}
          <span className="wp-token-name">{token.name}</span>
          <span className="wp-token-quantity">
            {formatBalance(token.quantity.numeric)} {token.symbol}
          </span>
          {token.value !== undefined && (
            <span className="wp-token-value">{currency.format(token.value)}</span>
          )}
        </li>
      ))}
    </ul>
  )
}
