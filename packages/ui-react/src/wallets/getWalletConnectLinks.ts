export interface WalletLinkTemplates {
  deepLink?: string | undefined
  universalLink?: string | undefined
}

export interface WalletConnectLinks {
  /** Opens the installed app through its own scheme. */
  deepLink?: string
  /** Opens the app through https (or its store page when it is not installed). */
  universalLink?: string
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`)

/** A scheme alone ('metamask://') takes `wc` right after it; a path ('okex://main') gets a slash first. */
const nativeBase = (deepLink: string) => (deepLink.endsWith('://') ? deepLink : withSlash(deepLink))

/**
 * The links that hand a WalletConnect pairing `uri` to a wallet on a phone: `{deepLink}wc?uri=…` and
 * `{universalLink}/wc?uri=…`, the uri encoded once.
 */
export function getWalletConnectLinks(wallet: WalletLinkTemplates, uri: string): WalletConnectLinks {
  const query = `wc?uri=${encodeURIComponent(uri)}`
  return {
    ...(wallet.deepLink ? { deepLink: `${nativeBase(wallet.deepLink)}${query}` } : {}),
    ...(wallet.universalLink ? { universalLink: `${withSlash(wallet.universalLink)}${query}` } : {}),
  }
}
