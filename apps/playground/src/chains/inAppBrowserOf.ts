/**
 * `?inAppBrowser=metamask|keplr`: the playground's test wallet of that chain carries the marker the wallet's phone
 * app sets in its own browser, so the modal's in-app-browser mode can be tried (and tested) in phone emulation.
 */
export function inAppBrowserOf(search: string): 'metamask' | 'keplr' | undefined {
  const value = new URLSearchParams(search).get('inAppBrowser')
  return value === 'metamask' || value === 'keplr' ? value : undefined
}
