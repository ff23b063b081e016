import { type Check, string } from './checks.js'

const DATA_IMAGE = /^data:image\/(svg\+xml|png|jpeg|webp|gif|avif)[;,]/

/**
 * An image the modal may load in an `<img>`: an `https:` URL, a path on the app's own origin (`/icons/x.svg`,
 * never `//host/…`) or a `data:image/…` URL. Nothing else: no `http:` (mixed content), no `javascript:`.
 */
export const imageSourceCheck: Check = string((value) => {
  if (DATA_IMAGE.test(value)) return undefined
  if (value.startsWith('/'))
    return value.startsWith('//') ? 'expected a path on this origin, not //host' : undefined
  try {
    return new URL(value).protocol === 'https:' ? undefined : 'expected an https:, /path or data:image/ URL'
  } catch {
    return 'expected an https:, /path or data:image/ URL'
  }
})
