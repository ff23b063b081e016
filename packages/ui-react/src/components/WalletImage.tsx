import { type Connector, resolveConnectorImage, resolveWalletImage } from '@walletport/core'
import { findWalletLogo, type WalletIdentity } from '../logos/findWalletLogo.js'
import { logosLoader } from '../logos/logosLoader.js'
import { useLoaded } from '../modal/useLoaded.js'
import { getMonogram } from './getMonogram.js'
import { useImageRegistries } from './useImageRegistries.js'

export interface WalletImageProps extends WalletIdentity {
  /** The wallet's own icon (EIP-6963, Wallet Standard), shown first. */
  imageUrl?: string | undefined
  /** The connector shown, when there is one: its image resolves through the app's registries (`imageId` first). */
  connector?: Connector | undefined
  /** Alt text of the image. */
  alt: string
  size?: number
}

/**
 * The image core resolves (the app's registries, then the wallet's own icon), else its bundled mark (never fetched
 * from any host), else a letter tile: initials on a colour derived from the name.
 */
export function WalletImage({ id, name, rdns, imageUrl, connector, alt, size = 40 }: WalletImageProps) {
  const logos = useLoaded(logosLoader)
  const images = useImageRegistries()
  const src = connector
    ? resolveConnectorImage(images, connector)
    : resolveWalletImage(images, { id, rdns, imageUrl })
  if (src) {
    return <img className="wp-wallet-image" src={src} alt={alt} width={size} height={size} />
  }
  const svg = logos && findWalletLogo(logos, { id, name, rdns })
  if (svg) {
    return (
      <span
        className="wp-wallet-image wp-logo"
        role="img"
        aria-label={alt}
        style={{ width: size, height: size }}
        // A mark from our own bundle (scripts/writeLogos.mjs; a test rejects scripts and external references).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: static, bundled, checked SVG
        dangerouslySetInnerHTML={{ __html: svg }}
      />
    )
  }
  const { initials, background } = getMonogram(name)
  return (
    <span
      className="wp-wallet-image wp-monogram"
      role="img"
      aria-label={alt}
      style={{ background, width: size, height: size }}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  )
}
