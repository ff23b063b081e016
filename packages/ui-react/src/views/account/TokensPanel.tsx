import { resolveTokenImage, type TokenBalance } from '@walletport/core'
import { NetworkImage } from '../../components/NetworkImage.js'
import { useImageRegistries } from '../../components/useImageRegistries.js'
import type { Messages } from '../../messages.js'
import { formatBalance } from '../../utils/formatBalance.js'

export interface TokensPanelProps {
  tokens: readonly TokenBalance[]
  /** The network's own currency, listed first (a chain's native coin is a token the user holds too). */
  native?: { name: string; symbol: string; balance: string; caipNetworkId: string } | undefined
  messages: Messages
}

/** The account's token balances, or an empty state. */
export function TokensPanel({ tokens, native, messages }: TokensPanelProps) {
  const images = useImageRegistries()
  const listed = native ? tokens.filter((token) => token.address !== undefined) : tokens
  if (listed.length === 0 && !native) return <p className="wp-notice">{messages.noTokens}</p>
  const currency = new Intl.NumberFormat(messages.locale, { style: 'currency', currency: 'USD' })
  return (
    <ul className="wp-list wp-tokens" aria-label={messages.tokens}>
      {native && (
        <li className="wp-token">
          <TokenImage
            src={resolveTokenImage(images, { symbol: native.symbol })}
            caipNetworkId={native.caipNetworkId}
          />
          <span className="wp-token-name">{native.name}</span>
          <span className="wp-token-quantity">
            {formatBalance(native.balance)} {native.symbol}
          </span>
        </li>
      )}
      {listed.map((token) => (
        <li key={`${token.chainId}:${token.address ?? 'native'}`} className="wp-token">
          <TokenImage src={resolveTokenImage(images, token)} />
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

/** A token's image, else its network's for the native coin; decorative, the name is beside it. */
function TokenImage({ src, caipNetworkId }: { src: string | undefined; caipNetworkId?: string }) {
  if (src)
    return <img className="wp-token-image" src={src} alt="" aria-hidden="true" width={32} height={32} />
  return caipNetworkId ? <NetworkImage caipNetworkId={caipNetworkId} size={32} /> : null
}
