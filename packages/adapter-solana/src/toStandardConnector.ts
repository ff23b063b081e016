import type { Wallet } from '@wallet-standard/base'
import { type Connector, normalizeConnectorName } from '@walletport/core'

/** `wallet-standard:` and the normalised name in lower case with dashes: 'Coinbase Wallet' → 'wallet-standard:coinbase-wallet'. */
export function toStandardConnectorId(name: string): string {
  return `wallet-standard:${normalizeConnectorName(name).toLowerCase().replace(/\s+/g, '-')}`
}

/** A Wallet Standard wallet as a connector; the wallet object is its provider. */
export function toStandardConnector(wallet: Wallet): Connector {
  return {
    id: toStandardConnectorId(wallet.name),
    name: normalizeConnectorName(wallet.name),
    type: 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
    installed: true,
    provider: wallet,
  }
}
