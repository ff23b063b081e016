import { lookupImage } from './lookupImage.js'
import type { ImageRegistries } from './types.js'

export interface WalletImageKeys {
  id?: string | undefined
  rdns?: string | undefined
  /** The wallet's own icon (EIP-6963, Wallet Standard, directory). */
  imageUrl?: string | undefined
}

/**
 * A wallet's image: the app's entry by id, then by rdns, then the wallet's own icon; undefined leaves the modal
 * to its bundled mark or the monogram.
 */
export function resolveWalletImage(
  images: ImageRegistries | undefined,
  wallet: WalletImageKeys,
): string | undefined {
  return (
    lookupImage(images?.wallets, wallet.id) ?? lookupImage(images?.wallets, wallet.rdns) ?? wallet.imageUrl
  )
}
