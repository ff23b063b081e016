import { type InAppBrowserWallet, inAppBrowserWallets } from './inAppBrowserWallets.js'
import { normalizeConnectorName } from './normalizeConnectorName.js'
import type { Connector } from './types.js'

export interface InAppBrowserMatch {
  wallet: InAppBrowserWallet
  /** The page's connectors that are this wallet (one per namespace it serves, or one merged entry). */
  connectors: readonly Connector[]
}

const keysOf = (connector: Connector): string[] =>
  [
    normalizeConnectorName(connector.name),
    connector.info?.rdns,
    ...(connector.connectors ?? []).map((c) => c.info?.rdns),
  ]
    .filter((key): key is string => key !== undefined && key !== '')
    .map((key) => key.toLowerCase())

/**
 * The wallet whose in-app browser this phone page is, with its connectors; undefined when no rule matches or
 * the matching wallet has no connector in the page (the app did not configure its chain): the normal list then.
 */
export function findInAppBrowserWallet(
  connectors: readonly Connector[],
  globals: Readonly<Record<string, unknown>>,
): InAppBrowserMatch | undefined {
  for (const wallet of inAppBrowserWallets) {
    if (!wallet.detect({ globals, connectors })) continue
    const keys = new Set(wallet.matches.map((key) => key.toLowerCase()))
    const own = connectors.filter(
      (connector) => connector.type !== 'WALLET_CONNECT' && keysOf(connector).some((key) => keys.has(key)),
    )
    if (own.length > 0) return { wallet, connectors: own }
  }
  return undefined
}
