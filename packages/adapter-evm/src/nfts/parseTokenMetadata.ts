/** What the NFTs tab shows of a token's metadata (ERC-721 `tokenURI`, ERC-1155 `uri`). */
export interface TokenMetadata {
  name?: string
  imageUrl?: string
}

const MAX_URI_LENGTH = 1_000_000
const JSON_DATA_URI = /^data:application\/json(;charset=utf-8)?(;base64|;utf8)?,/i
const DATA_IMAGE = /^data:image\/(svg\+xml|png|jpeg|webp|gif|avif)[;,]/

function decodeBase64Utf8(text: string): string {
  const binary = atob(text)
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** An image the modal may show without asking a host the app did not configure: data:image/ only. */
function imageOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_URI_LENGTH && DATA_IMAGE.test(value)
    ? value
    : undefined
}

/**
 * The name and image of a token whose URI is a `data:application/json` document (base64, utf8 or percent-encoded).
 * Other URIs (https, ipfs) are not fetched: the page would ask a host the app did not configure; the token then
 * shows without them. A malformed document gives nothing either: a contract's metadata is untrusted input.
 */
export function parseTokenMetadata(uri: string | undefined): TokenMetadata {
  if (uri === undefined || uri.length > MAX_URI_LENGTH) return {}
  const match = JSON_DATA_URI.exec(uri)
  if (!match) return {}
  let document: unknown
  try {
    const body = uri.slice(match[0].length)
    document = JSON.parse(
      match[2]?.toLowerCase() === ';base64' ? decodeBase64Utf8(body) : decodeURIComponent(body),
    )
  } catch {
    return {}
  }
  if (typeof document !== 'object' || document === null) return {}
  const { name, image } = document as { name?: unknown; image?: unknown }
  const imageUrl = imageOf(image)
  return {
    ...(typeof name === 'string' && name.trim() !== '' && { name: name.slice(0, 256) }),
    ...(imageUrl !== undefined && { imageUrl }),
  }
}
