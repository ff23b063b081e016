import type { Connector } from './types.js'

/** What a rule reads: the page's globals and the wallets the adapters found in it (merged across chains). */
export interface InAppBrowserPage {
  globals: Readonly<Record<string, unknown>>
  connectors: readonly Connector[]
}

/**
 * A wallet app whose own browser can be recognised from inside the page. On a phone, a page that matches `detect`
 * is open in that app's browser: the wallet is there, and hand-offs to other apps leave it.
 */
export interface InAppBrowserWallet {
  /** Directory id (the mobile hand-off table's). */
  id: string
  /** Names (`normalizeConnectorName`, any case) or rdns its connectors carry in the page. */
  matches: readonly string[]
  detect(page: InAppBrowserPage): boolean
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

const announcedRdns = (connectors: readonly Connector[]): string[] =>
  connectors.flatMap((connector) => [
    ...(connector.info?.rdns ? [connector.info.rdns] : []),
    ...announcedRdns(connector.connectors ?? []),
  ])

/**
 * Sources: the comment above each entry (comments, so the first chunk does not carry them).
 * A marker only the app's own browser sets where the wallet has one; else (Phantom, OKX) its provider on a phone,
 * for wallets that ship no extension a phone browser runs. Read on phones only.
 */
export const inAppBrowserWallets: readonly InAppBrowserWallet[] = [
  // MetaMask Mobile announces its in-app browser provider over EIP-6963 with rdns io.metamask.mobile (the extension: io.metamask); github.com/reown-com/appkit filterOutDuplicateWallets reads it as MetaMask on a phone, github.com/MetaMask/metamask-sdk treats it as native MetaMask
  {
    id: 'metamask',
    matches: ['MetaMask', 'io.metamask.mobile'],
    detect: ({ connectors }) => announcedRdns(connectors).includes('io.metamask.mobile'),
  },
  // @base-org/account dist/interface/builder/core/getInjectedProvider.js: the Coinbase Wallet app browser provider carries isCoinbaseBrowser
  {
    id: 'coinbase',
    matches: ['Coinbase Wallet', 'com.coinbase.wallet'],
    detect: ({ globals }) => field(globals.ethereum, 'isCoinbaseBrowser') === true,
  },
  // github.com/chainapsis/keplr-wallet packages/types/src/wallet/keplr.ts (Keplr.mode: "mobile-web" on the mobile app with the embedded web browser, "extension" for the extension)
  {
    id: 'keplr',
    matches: ['Keplr'],
    detect: ({ globals }) => field(globals.keplr, 'mode') === 'mobile-web',
  },
  // https://docs.phantom.com/solana/detecting-the-provider (window.phantom.solana, isPhantom); Phantom ships no extension for phone browsers, its app opens pages in its own browser (https://docs.phantom.com/phantom-deeplinks/other-methods/browse)
  {
    id: 'phantom',
    matches: ['Phantom', 'app.phantom'],
    detect: ({ globals }) => field(field(globals.phantom, 'solana'), 'isPhantom') === true,
  },
  // https://web3.okx.com/onchainos/dev-docs/sdks/web-detect-okx-wallet (window.okxwallet, okxwallet.isOkxWallet)
  // https://web3.okx.com/build/dev-docs/sdks/app-connect-starknet (the extension's provider API is the one of OKX App's built-in DApp browser; no extension runs in a phone browser)
  {
    id: 'okx',
    matches: ['OKX Wallet', 'com.okex.wallet'],
    detect: ({ globals }) => field(globals.okxwallet, 'isOkxWallet') === true,
  },
]
