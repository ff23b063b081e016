import { getMonogram } from './getMonogram.js'

export interface WalletImageProps {
  name: string
  /** The wallet's own icon (EIP-6963, Wallet Standard); a monogram is drawn without one. */
  imageUrl?: string | undefined
  /** Alt text of the image. */
  alt: string
  size?: number
}

/** A wallet's own icon, or its generated monogram (initials on a colour derived from the name). */
export function WalletImage({ name, imageUrl, alt, size = 40 }: WalletImageProps) {
  if (imageUrl) {
    return <img className="wp-wallet-image" src={imageUrl} alt={alt} width={size} height={size} />
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
