/**
 * Where the Solana Mobile Wallet Adapter can reach a wallet app on the same device: Android, in a browser that
 * is not a WebView, in a secure context (https or loopback). The same test as
 * @solana-mobile/wallet-standard-mobile's `registerMwa` (getIsLocalAssociationSupported, isWebView), so its code
 * is loaded only where it registers a wallet. iOS has no such protocol; desktops need its remote relay, a host
 * the app would have to name, so neither gets it.
 */
export function supportsMobileWalletAdapter(page: { userAgent: string; isSecureContext: boolean }): boolean {
  const { userAgent } = page
  const webView =
    /(WebView|Version\/.+(Chrome)\/(\d+)\.(\d+)\.(\d+)\.(\d+)|; wv\).+(Chrome)\/(\d+)\.(\d+)\.(\d+)\.(\d+))/i.test(
      userAgent,
    )
  return page.isSecureContext && /android/i.test(userAgent) && !webView
}
