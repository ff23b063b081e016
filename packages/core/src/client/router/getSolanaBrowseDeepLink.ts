import { InvalidPageUrlError } from '../../errors/router.js'

function toKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase()
}

const PHANTOM = new Set(['phantom', 'phantom wallet'])
const COINBASE = new Set(['coinbase', 'coinbase wallet'])

/**
 * The deep link that opens `pageUrl` in the wallet's in-app browser, for the two Solana wallets that have one
 * (Phantom, Coinbase Wallet); undefined for any other wallet.
 */
export function getSolanaBrowseDeepLink(walletName: string, pageUrl: string): string | undefined {
  const key = toKey(walletName)
  if (!PHANTOM.has(key) && !COINBASE.has(key)) return undefined
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch (cause) {
    throw new InvalidPageUrlError({ url: pageUrl, cause })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new InvalidPageUrlError({ url: pageUrl })
  if (PHANTOM.has(key)) {
    return `https://phantom.app/ul/browse/${encodeURIComponent(pageUrl)}?ref=${encodeURIComponent(url.origin)}`
  }
  return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`
}
