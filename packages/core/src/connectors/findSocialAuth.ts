import type { SocialAuth } from './SocialAuth.js'
import type { Connector } from './types.js'

/** The social login of the first AUTH connector that has one (merged entries searched too), or undefined. */
export function findSocialAuth(connectors: readonly Connector[]): (() => Promise<SocialAuth>) | undefined {
  for (const connector of connectors) {
    if (connector.type !== 'AUTH') continue
    for (const candidate of [connector, ...(connector.connectors ?? [])])
      if (typeof candidate.socialAuth === 'function') return candidate.socialAuth
  }
  return undefined
}
