import type { SessionTypes } from '@walletconnect/types'
import type { WalletConnectSession } from './types.js'

export function toWalletConnectSession(session: SessionTypes.Struct): WalletConnectSession {
  const namespaces = Object.keys(session.namespaces)
  return {
    topic: session.topic,
    accounts: namespaces.flatMap((namespace) => session.namespaces[namespace]?.accounts ?? []),
    namespaces,
    peer: {
      name: session.peer.metadata.name,
      url: session.peer.metadata.url,
      icons: session.peer.metadata.icons,
    },
    expiry: session.expiry,
  }
}
