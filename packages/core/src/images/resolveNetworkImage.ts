import { lookupImage } from './lookupImage.js'
import type { ImageRegistries } from './types.js'

/** The app's image for one network, by CAIP-2 id (`eip155:137`). */
export function resolveNetworkImage(
  images: ImageRegistries | undefined,
  caipNetworkId: string,
): string | undefined {
  return lookupImage(images?.networks, caipNetworkId)
}
