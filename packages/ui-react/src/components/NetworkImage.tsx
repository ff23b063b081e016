import { useContext } from 'react'
import { WalletPortContext } from '../context.js'
import { findNetworkLogo } from '../logos/findWalletLogo.js'
import { logosLoader } from '../logos/logosLoader.js'
import { useLoaded } from '../modal/useLoaded.js'

/**
 * A network's bundled mark (its chain's when it has none of its own), else the icon its chain's adapter declared
 * (`namespaceInfo.icon`); decorative, the name is beside it.
 */
export function NetworkImage({ caipNetworkId, size = 20 }: { caipNetworkId: string; size?: number }) {
  const logos = useLoaded(logosLoader)
  const client = useContext(WalletPortContext)?.client
  const svg = logos && findNetworkLogo(logos, caipNetworkId)
  const icon = svg ? undefined : client?.getNamespaceInfo(caipNetworkId.split(':')[0] ?? '')?.icon
  if (icon)
    return (
      <img className="wp-network-image" src={icon} alt="" aria-hidden="true" width={size} height={size} />
    )
  if (!svg)
    return (
      <span
        className="wp-network-image wp-network-image-empty"
        aria-hidden="true"
        style={{ width: size, height: size }}
      />
    )
  return (
    <span
      className="wp-network-image"
      aria-hidden="true"
      style={{ width: size, height: size }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: static, bundled, checked SVG (scripts/writeLogos.mjs)
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
