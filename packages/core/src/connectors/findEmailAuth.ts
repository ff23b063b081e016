import type { EmailAuth } from './EmailAuth.js'
import type { Connector } from './types.js'

/** The email login of the first AUTH connector that has one (merged entries searched too), or undefined. */
export function findEmailAuth(connectors: readonly Connector[]): (() => Promise<EmailAuth>) | undefined {
  for (const connector of connectors) {
    if (connector.type !== 'AUTH') continue
    for (const candidate of [connector, ...(connector.connectors ?? [])])
      if (typeof candidate.emailAuth === 'function') return candidate.emailAuth
  }
  return undefined
}
