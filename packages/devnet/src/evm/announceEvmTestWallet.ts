import type { Eip1193Provider } from './testWallet.js'

export interface AnnounceEvmTestWalletParameters {
  /** Where to dispatch and listen: a window, or any EventTarget in Node. */
  window?: Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>
  name?: string
  rdns?: string
  /** RFC 2397 data URI. */
  icon?: string
  uuid?: string
}

export interface Eip6963ProviderDetail {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/>' +
  '<path d="M7 10l3 12 3-8 3 8 3-8 3 8 3-12" fill="none" stroke="#fef3c7" stroke-width="2.5" ' +
  'stroke-linecap="round" stroke-linejoin="round"/></svg>'

export const evmTestWalletIcon = `data:image/svg+xml,${encodeURIComponent(iconSvg)}`

/**
 * EIP-6963: announces `provider` now and again on every `eip6963:requestProvider`. Returns the unsubscribe.
 * Without a window (plain Node, none passed) nothing happens.
 */
export function announceEvmTestWallet(
  provider: Eip1193Provider,
  parameters: AnnounceEvmTestWalletParameters = {},
): () => void {
  const candidate = parameters.window ?? (globalThis as Partial<EventTarget>)
  if (
    typeof candidate.dispatchEvent !== 'function' ||
    typeof candidate.addEventListener !== 'function' ||
    typeof candidate.removeEventListener !== 'function'
  ) {
    return () => {}
  }
  const target = candidate as EventTarget
  const detail: Eip6963ProviderDetail = Object.freeze({
    info: Object.freeze({
      uuid: parameters.uuid ?? crypto.randomUUID(),
      name: parameters.name ?? 'WalletPort Test Wallet',
      icon: parameters.icon ?? evmTestWalletIcon,
      rdns: parameters.rdns ?? 'dev.walletport.testwallet',
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
