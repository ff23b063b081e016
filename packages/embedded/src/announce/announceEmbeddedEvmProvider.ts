import type { EmbeddedWallet } from '../createEmbeddedWallet.js'
import { EMBEDDED_WALLET_ICON } from '../embeddedWalletIcon.js'

export interface AnnounceEmbeddedEvmProviderOptions {
  /** Shown by the other libraries' wallet lists: the app's name (the wallet is the app's own). */
  name: string
  /** Reverse-DNS id of the wallet; default 'org.walletport.embedded'. Another library dedupes wallets by it. */
  rdns?: string
  /** RFC 2397 data URI (EIP-6963 takes no other); default the embedded wallet's envelope. */
  icon?: string
  /** Where to announce and listen; default the page's window (nothing happens without one). */
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>
}

/** EIP-6963 `eip6963:announceProvider` detail. */
export interface EmbeddedEip6963ProviderDetail {
  readonly info: {
    readonly uuid: string
    readonly name: string
    readonly icon: string
    readonly rdns: string
  }
  readonly provider: unknown
}

export const EMBEDDED_WALLET_RDNS = 'org.walletport.embedded'

/**
 * Opt-in (issue 36): announces the embedded wallet's EIP-1193 provider to the page with EIP-6963, now and on every
 * `eip6963:requestProvider`, so a page's other libraries (viem, ethers, mipd…) find and use it. The provider is
 * the one adapter-evm uses: nothing loads until it is first asked something, every signature is confirmed in the
 * frame and every other method passes core's RPC allow-list. adapter-evm leaves it out of its own discovery (it
 * lists the wallet once, as its email entry). Returns the stop.
 */
export function announceEmbeddedEvmProvider(
  wallet: EmbeddedWallet,
  options: AnnounceEmbeddedEvmProviderOptions,
): () => void {
  const target =
    options.window ??
    (typeof window === 'undefined'
      ? undefined
      : (window as Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>))
  const provider = wallet.forNamespace('eip155').getConnectors()[0]?.provider
  if (!target || !provider) return () => {}
  const detail: EmbeddedEip6963ProviderDetail = Object.freeze({
    info: Object.freeze({
      uuid: crypto.randomUUID(),
      name: options.name,
      icon: options.icon ?? EMBEDDED_WALLET_ICON,
      rdns: options.rdns ?? EMBEDDED_WALLET_RDNS,
    }),
    provider,
  })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
