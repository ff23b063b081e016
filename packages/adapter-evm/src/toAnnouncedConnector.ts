import { type Connector, normalizeConnectorName } from '@walletport/core'
import type { Eip6963ProviderDetail } from './types.js'

/** An EIP-6963 wallet as a connector: its rdns is the id (uuid when a wallet sends no rdns). */
export function toAnnouncedConnector({ info, provider }: Eip6963ProviderDetail): Connector {
  return {
    id: info.rdns || info.uuid,
    name: normalizeConnectorName(info.name),
    type: 'ANNOUNCED',
    chain: 'eip155',
    ...(info.icon && { imageUrl: info.icon }),
    info: { rdns: info.rdns, uuid: info.uuid },
    installed: true,
    provider,
  }
}
