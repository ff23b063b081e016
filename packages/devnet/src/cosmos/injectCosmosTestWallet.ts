import type { KeplrLikeWallet } from './createCosmosTestWallet.js'

/** The global the devnet wallet is exposed under; the cosmos adapter discovers it there. */
export const cosmosTestWalletGlobal = 'walletportCosmos'

export interface InjectCosmosTestWalletParameters {
  /** Also install it as `window.keplr`, for apps that only look there. Off by default: never shadow a real Keplr. */
  asKeplr?: boolean
}

/**
 * Exposes a Keplr-style wallet on `target` (the page's window) under `window.walletportCosmos`, and as
 * `window.keplr` when asked and no Keplr is installed. Returns a function that removes what it added.
 */
export function injectCosmosTestWallet(
  target: object,
  wallet: KeplrLikeWallet,
  { asKeplr = false }: InjectCosmosTestWalletParameters = {},
): () => void {
  const slots = target as Record<string, unknown>
  const added: string[] = [cosmosTestWalletGlobal]
  slots[cosmosTestWalletGlobal] = wallet
  if (asKeplr && slots.keplr === undefined) {
    slots.keplr = wallet
    added.push('keplr')
  }
  return () => {
    for (const key of added) if (slots[key] === wallet) delete slots[key]
  }
}
