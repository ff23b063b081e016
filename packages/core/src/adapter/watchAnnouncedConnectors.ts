import type { ChainNamespace } from '../caip/types.js'
import { normalizeConnectorName } from '../connectors/normalizeConnectorName.js'
import type { Connector } from '../connectors/types.js'

type AnnouncementTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

/** What a wallet announces itself with (EIP-6963's shape, which Cosmos' CIPD copies). */
export interface ProviderAnnouncement<P = unknown> {
  info: { uuid: string; name: string; icon?: string; rdns: string }
  provider: P
}

export interface AnnouncementProtocol<P> {
  /** The event a page dispatches to ask every wallet to announce itself ('eip6963:requestProvider'). */
  requestEvent: string
  /** The event wallets dispatch with their announcement as `detail` ('eip6963:announceProvider'). */
  announceEvent: string
  chain: ChainNamespace
  /** Whether an announced provider has the API the adapter speaks. */
  isProvider: (provider: unknown) => provider is P
}

function isAnnouncement<P>(
  detail: unknown,
  isProvider: (provider: unknown) => provider is P,
): detail is ProviderAnnouncement<P> {
  const info = (detail as Partial<ProviderAnnouncement> | null)?.info
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    (info.icon === undefined || typeof info.icon === 'string') &&
    isProvider((detail as ProviderAnnouncement).provider)
  )
}

/** An announced wallet as a connector: its rdns is the id (its uuid when it sends no rdns). */
export function toAnnouncedConnector(
  { info, provider }: ProviderAnnouncement,
  chain: ChainNamespace,
): Connector {
  return {
    id: info.rdns || info.uuid,
    name: normalizeConnectorName(info.name),
    type: 'ANNOUNCED',
    chain,
    ...(info.icon && { imageUrl: info.icon }),
    info: { rdns: info.rdns, uuid: info.uuid },
    installed: true,
    provider,
  }
}

/**
 * Announcement-based discovery (EIP-6963 and protocols shaped like it): listens for announcements, then asks every
 * wallet in the page to announce itself; wallets that load later announce on their own. Malformed announcements
 * are ignored, a repeat of a known one too. `onChange` gets every announced connector, in order of first
 * announcement, after each change. Returns the stop function.
 */
export function watchAnnouncedConnectors<P>(
  target: AnnouncementTarget,
  protocol: AnnouncementProtocol<P>,
  onChange: (connectors: readonly Connector[]) => void,
): () => void {
  const announced = new Map<string, Connector>()
  const listener = (event: Event) => {
    const { detail } = event as CustomEvent<unknown>
    if (!isAnnouncement(detail, protocol.isProvider)) return
    const connector = toAnnouncedConnector(detail, protocol.chain)
    if (announced.get(connector.id)?.provider === connector.provider) return
    announced.set(connector.id, connector)
    onChange([...announced.values()])
  }
  target.addEventListener(protocol.announceEvent, listener)
  target.dispatchEvent(new Event(protocol.requestEvent))
  return () => target.removeEventListener(protocol.announceEvent, listener)
}
