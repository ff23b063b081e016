import { lookupImage } from './lookupImage.js'
import type { ImageRegistries } from './types.js'

/** The app's image for a fiat currency, by ISO 4217 code in any letter case (`USD`, `eur`). */
export function resolveCurrencyImage(images: ImageRegistries | undefined, code: string): string | undefined {
  return lookupImage(images?.currencies, code) ?? lookupImage(images?.currencies, code.toUpperCase())
}
