import type { KeplrLikeWallet } from './createCosmosTestWallet.js'

/**
 * Installs a Keplr-style wallet on `target` (the page's window) as `window.keplr`, the way Keplr and the wallets of
 * its API reach a page; it then fires `keplr_keystorechange` there like Keplr. Refuses to shadow another Keplr
 * already installed. Returns a function that removes it.
 */
export function injectCosmosTestWallet(target: object, wallet: KeplrLikeWallet): () => void {
  const slots = target as { keplr?: unknown }
  if (slots.keplr !== undefined && slots.keplr !== wallet) {
    throw new Error('injectCosmosTestWallet: window.keplr is already taken by another wallet')
  }
  slots.keplr = wallet
  return () => {
    if (slots.keplr === wallet) delete slots.keplr
  }
}
