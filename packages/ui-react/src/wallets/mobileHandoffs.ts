/**
 * How a phone hands the user over to each wallet's app: the link that gives the app a WalletConnect pairing URI,
 * or, for wallets that connect only inside their own browser, the link that opens the page there; and the store
 * pages when the app is missing. Public facts only, each with its source; a field no public source confirmed is
 * left out (the wallet then falls back to its store page or the QR code), never guessed.
 *
 * Templates: `{uri}` is the pairing URI encoded once with encodeURIComponent, `{url}` the page URL encoded once,
 * `{ref}` the page origin encoded once, `{bareUrl}` the page URL without its scheme, as is (MetaMask's form), `{okxDeepLink}` OKX's `okx://wallet/dapp/url?dappUrl={url}` encoded once
 * more (its documented shape).
 */
export interface MobileHandoff {
  /** Directory id (`walletDirectory`). */
  id: string
  /** The app's custom scheme, e.g. 'metamask://'. */
  scheme?: string
  /** The https origin (and path) the app claims as a universal / app link. */
  universalLink?: string
  /** Link that hands the app a pairing URI; `universal` is preferred where the wallet documents one. */
  walletConnect?: { universal?: string; native?: string; android?: string }
  /** Link that opens the page in the app's in-app browser (the wallet connects there, through its provider). */
  browse?: string
  stores: { ios?: string; android?: string }
  /** Where each fact above comes from. */
  sources: readonly string[]
}

export const mobileHandoffs: readonly MobileHandoff[] = [
  {
    id: 'metamask',
    scheme: 'metamask://',
    universalLink: 'https://metamask.app.link',
    walletConnect: {
      // The universal host is WalletConnect's registry entry (mobile.universal), in its `{universal}/wc?uri=` form.
      universal: 'https://metamask.app.link/wc?uri={uri}',
      native: 'metamask://wc?uri={uri}',
    },
    browse: 'https://link.metamask.io/dapp/{bareUrl}',
    stores: {
      ios: 'https://apps.apple.com/app/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
    },
    sources: [
      'https://docs.metamask.io/sdk/guides/use-deeplinks (link.metamask.io/dapp/{dappUrl})',
      'https://github.com/MetaMask/metamask-mobile/issues/6457 (metamask://wc?uri=wc:…)',
      'WalletConnect registry entry io.metamask (mobile.universal https://metamask.app.link)',
    ],
  },
  {
    id: 'trust',
    scheme: 'trust://',
    universalLink: 'https://link.trustwallet.com',
    walletConnect: {
      universal: 'https://link.trustwallet.com/wc?uri={uri}',
      native: 'trust://wc?uri={uri}',
    },
    browse: 'https://link.trustwallet.com/open_url?coin_id=60&url={url}',
    stores: {
      ios: 'https://apps.apple.com/app/id1288339409',
      android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
    },
    sources: [
      'https://developer.trustwallet.com/developer/develop-for-trust/deeplinking (every route on link.trustwallet.com or trust://; open_url)',
      'https://skills.sh/trustwallet/tw-agent-skills/trust-developer (link.trustwallet.com/wc?uri=<url-encoded wc uri>)',
    ],
  },
  {
    id: 'coinbase',
    universalLink: 'https://go.cb-w.com',
    browse: 'https://go.cb-w.com/dapp?cb_url={url}',
    stores: {
      ios: 'https://apps.apple.com/app/id1278383455',
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
    },
    sources: [
      'https://docs.cdp.coinbase.com/coinbase-wallet/developer-guidance/mobile-dapp-integration (go.cb-w.com/dapp?cb_url=, percent-encoded)',
      'https://docs.cdp.coinbase.com/coinbase-wallet/coinbase-wallet-mobile-sdk/android/setup (package org.toshi)',
    ],
  },
  {
    id: 'rainbow',
    scheme: 'rainbow://',
    universalLink: 'https://rnbwapp.com',
    walletConnect: {
      universal: 'https://rnbwapp.com/wc?uri={uri}',
      native: 'rainbow://wc?uri={uri}',
    },
    stores: {
      ios: 'https://apps.apple.com/app/id1457119021',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
    },
    sources: [
      'https://github.com/rainbow-me/rainbowkit packages/rainbowkit/src/wallets/walletConnectors/rainbowWallet (rainbow://wc?uri=, https://rnbwapp.com/wc?uri=)',
    ],
  },
  {
    id: 'okx',
    scheme: 'okx://',
    browse: 'https://web3.okx.com/download?deeplink={okxDeepLink}',
    stores: {
      ios: 'https://apps.apple.com/app/id1327268470',
      android: 'https://play.google.com/store/apps/details?id=com.okinc.okex.gp',
    },
    sources: [
      'https://web3.okx.com/build/docs/waas/app-universal-link (okx://wallet/dapp/url?dappUrl=, wrapped in web3.okx.com/download?deeplink=)',
    ],
  },
  {
    id: 'phantom',
    scheme: 'phantom://',
    universalLink: 'https://phantom.app/ul',
    browse: 'https://phantom.app/ul/browse/{url}?ref={ref}',
    stores: {
      ios: 'https://apps.apple.com/app/id1598432977',
      android: 'https://play.google.com/store/apps/details?id=app.phantom',
    },
    sources: [
      'https://docs.phantom.com/phantom-deeplinks/other-methods/browse (phantom.app/ul/browse/<url>?ref=<ref>, both URL-encoded)',
      'https://docs.phantom.com/phantom-deeplinks (phantom.app/ul/<version>/<method>, phantom:// custom scheme)',
    ],
  },
  {
    id: 'solflare',
    universalLink: 'https://solflare.com/ul/v1',
    browse: 'https://solflare.com/ul/v1/browse/{url}',
    stores: {
      ios: 'https://apps.apple.com/app/id1580902717',
      android: 'https://play.google.com/store/apps/details?id=com.solflare.mobile',
    },
    sources: [
      'https://docs.solflare.com/solflare/technical/deeplinks/provider-methods/connect (universal base solflare.com/ul/v1)',
      'https://github.com/reown-com/appkit/pull/5675 (solflare.com/ul/v1/browse/<dapp_url>; solflare://wc?uri= is not handled by the app)',
    ],
  },
  {
    id: 'backpack',
    scheme: 'backpack://',
    universalLink: 'https://backpack.app/ul/v1',
    stores: {
      ios: 'https://apps.apple.com/app/id6445964121',
      android: 'https://play.google.com/store/apps/details?id=app.backpack.mobile',
    },
    sources: [
      'WalletConnect registry entry app.backpack (mobile.native backpack://, universal backpack.app/ul/v1, stores)',
    ],
  },
  {
    id: 'xverse',
    scheme: 'xverse://',
    universalLink: 'https://connect.xverse.app',
    browse: 'xverse://browser?url={url}',
    stores: {
      ios: 'https://apps.apple.com/app/id1552272513',
      android: 'https://play.google.com/store/apps/details?id=com.secretkeylabs.xverse',
    },
    sources: [
      'https://docs.xverse.app/sats-connect/guides/mobile-integration (xverse://browser?url=; universal links on https://connect.xverse.app/)',
    ],
  },
  {
    id: 'leather',
    stores: {},
    sources: [
      'No public mobile hand-off or app-store listing confirmed: the modal offers the QR code and its homepage',
    ],
  },
  {
    id: 'unisat',
    stores: {},
    sources: [
      'No public mobile hand-off or app-store listing confirmed: the modal offers the QR code and its homepage',
    ],
  },
  {
    id: 'keplr',
    scheme: 'keplrwallet://',
    walletConnect: {
      native: 'keplrwallet://wcV2?{uri}',
      android: 'intent://wcV2?{uri}#Intent;package=com.chainapsis.keplr;scheme=keplrwallet;end;',
    },
    stores: {
      ios: 'https://apps.apple.com/app/id1567851089',
      android: 'https://play.google.com/store/apps/details?id=com.chainapsis.keplr',
    },
    sources: [
      "Keplr's docs, 'How to use Deep Link' (keplrwallet://{path}?{params} on iOS, intent://{path}?{params}#Intent;package=com.chainapsis.keplr;scheme=keplrwallet;end; on Android)",
      'https://github.com/cosmology-tech/cosmos-kit wallets/keplr-mobile/src/wallet-connect/registry.ts (wcV2?<encoded wc uri>)',
    ],
  },
  {
    id: 'leap',
    scheme: 'leapcosmos://',
    walletConnect: {
      native: 'leapcosmos://wcV2?{uri}',
      android: 'intent://wcV2?{uri}#Intent;package=io.leapwallet.cosmos;scheme=leapwallet;end;',
    },
    stores: {
      ios: 'https://apps.apple.com/app/id1642465549',
      android: 'https://play.google.com/store/apps/details?id=io.leapwallet.cosmos',
    },
    sources: [
      'https://github.com/osmosis-labs/osmosis-frontend packages/web/integrations/leap-walletconnect/registry.ts (leapcosmos://wcV2?, Android intent, stores)',
    ],
  },
  {
    id: 'talisman',
    stores: {},
    sources: [
      'No public mobile hand-off or app-store listing confirmed: the modal offers the QR code and its homepage',
    ],
  },
  {
    id: 'subwallet',
    stores: { android: 'https://play.google.com/store/apps/details?id=app.subwallet.mobile' },
    sources: [
      'Play Store listing app.subwallet.mobile (bundled directory); no documented WalletConnect deep link found, so none is built',
    ],
  },
  {
    id: 'nova',
    scheme: 'novawallet://',
    walletConnect: { native: 'novawallet://wc?uri={uri}' },
    stores: {
      ios: 'https://apps.apple.com/app/id1597119355',
      android: 'https://play.google.com/store/apps/details?id=io.novafoundation.nova.market',
    },
    sources: [
      "WalletConnect registry entry io.novawallet (mobile.native novawallet://, stores), in WalletConnect's `{native}wc?uri=` form",
    ],
  },
]
