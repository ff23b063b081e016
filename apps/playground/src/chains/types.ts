import type { ChainAdapter, Network } from '@walletport/core'
import type { EmbeddedWallet } from '@walletport/embedded'
import type { WalletConnectConnector } from '@walletport/walletconnect'
import type { DevnetEndpoints } from '../devnetEndpoints.js'

/** One chain family of the playground: adding a chain is adding one of these to `chainEntries`. */
export interface ChainEntry {
  /** Key in the options panel and in saved options. */
  id: string
  label: string
  /** The devnet networks of this chain, with the devnet's URLs. */
  networks(endpoints: DevnetEndpoints): readonly Network[]
  /** The adapter for the networks the panel left on (never empty). */
  createAdapter(parameters: {
    networks: readonly Network[]
    endpoints: DevnetEndpoints
    /** The app's WalletConnect connector, when WalletConnect is on; adapters that take connectors list it. */
    walletConnect?: WalletConnectConnector | undefined
    /** The email wallet, when email login is on; adapters it serves (eip155, solana) list it. */
    embedded?: EmbeddedWallet | undefined
  }): ChainAdapter
  /** Puts the devnet's test wallet of this chain into the page (once, at start-up, before the first client). */
  injectTestWallet?(endpoints: DevnetEndpoints): void | Promise<void>
}
