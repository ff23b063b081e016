import { createHttpOnrampProvider, type OnrampProvider } from '@walletport/core/onramp'
import type { DevnetEndpoints } from '../devnetEndpoints.js'

/** The devnet's two card on-ramp fixtures (`startDevnetOnramps` of @walletport/devnet), compared side by side. */
export function createDevnetOnrampProviders({ onrampUrls }: DevnetEndpoints): OnrampProvider[] {
  return [
    createHttpOnrampProvider({ id: 'devnet-ramp', name: 'Devnet Ramp', url: onrampUrls[0] }),
    createHttpOnrampProvider({ id: 'loopback-pay', name: 'Loopback Pay', url: onrampUrls[1] }),
  ]
}
