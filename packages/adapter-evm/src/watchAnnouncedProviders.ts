import type { Eip6963ProviderDetail, EvmWindow } from './types.js'

function isProviderDetail(value: unknown): value is Eip6963ProviderDetail {
  const detail = value as Partial<Eip6963ProviderDetail> | null
  const info = detail?.info
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    typeof detail?.provider?.request === 'function'
  )
}

/**
 * EIP-6963: listens to `eip6963:announceProvider`, then asks every wallet in the page to announce itself.
 * Wallets that load later announce on their own and reach `onAnnounce` too. Malformed details are ignored.
 */
export function watchAnnouncedProviders(
  target: EvmWindow,
  onAnnounce: (detail: Eip6963ProviderDetail) => void,
): () => void {
  const listener = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>
    if (isProviderDetail(detail)) onAnnounce(detail)
  }
  target.addEventListener('eip6963:announceProvider', listener)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', listener)
}
