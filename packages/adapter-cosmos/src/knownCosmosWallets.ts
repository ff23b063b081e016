import type { CosmosWindow, KeplrLikeProvider } from './types.js'

export interface KnownCosmosWallet {
  id: string
  name: string
  /** The window event the wallet fires when the user switches keys. */
  keystoreEvent: string
  find(window: CosmosWindow): KeplrLikeProvider | undefined
}

/** Injected Keplr-style wallets, in the order they are listed. */
export const knownCosmosWallets: readonly KnownCosmosWallet[] = [
  { id: 'keplr', name: 'Keplr', keystoreEvent: 'keplr_keystorechange', find: (window) => window.keplr },
  { id: 'leap', name: 'Leap', keystoreEvent: 'leap_keystorechange', find: (window) => window.leap },
  {
    id: 'cosmostation',
    name: 'Cosmostation',
    keystoreEvent: 'cosmostation_keystorechange',
    find: (window) => window.cosmostation?.providers?.keplr,
  },
]
