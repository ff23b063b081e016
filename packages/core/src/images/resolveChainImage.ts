import { lookupImage } from './lookupImage.js'
import type { ImageRegistries } from './types.js'

/** A chain's image by namespace (`solana`): the app's entry, else the icon the chain's adapter declares. */
export function resolveChainImage(
  images: ImageRegistries | undefined,
  namespace: string,
  adapterIcon?: string,
): string | undefined {
  return lookupImage(images?.chains, namespace) ?? adapterIcon
}
