/** Longest image URL kept (a data URI of a wallet icon is a few kilobytes; beyond this it is abuse). */
const MAX_IMAGE_URL_LENGTH = 256 * 1024

const DATA_IMAGE =
  /^data:image\/(png|jpeg|jpg|gif|webp|avif|bmp|svg\+xml|x-icon|vnd\.microsoft\.icon)(;[-\w=.+]*)*,/i

/**
 * Whether a wallet's icon may be shown: only `data:image/…` URIs and http(s) URLs. Anything else a wallet or a
 * page script hands over (`javascript:`, `data:text/html`, `blob:`, relative paths…) is refused.
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length === 0 || url.length > MAX_IMAGE_URL_LENGTH) return false
  if (DATA_IMAGE.test(url)) return true
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** The connector without an icon that `isSafeImageUrl` refuses (its merged members likewise). */
export function withSafeImage<connector extends { imageUrl?: string; connectors?: readonly connector[] }>(
  connector: connector,
): connector {
  const members = connector.connectors?.map(withSafeImage)
  const safe = connector.imageUrl === undefined || isSafeImageUrl(connector.imageUrl)
  if (safe && members === undefined) return connector
  const { imageUrl, ...rest } = connector
  return {
    ...rest,
    ...(safe && imageUrl !== undefined ? { imageUrl } : {}),
    ...(members === undefined ? {} : { connectors: members }),
  } as connector
}
