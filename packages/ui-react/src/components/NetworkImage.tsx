import { resolveChainImage, resolveNetworkImage } from '@walletport/core'
import { useContext } from 'react'
import { WalletPortContext } from '../context.js'
import { logosLoader } from '../logos/logosLoader.js'
import { useLoaded } from '../modal/useLoaded.js'
import { useImageRegistries } from './useImageRegistries.js'

/**
 * A network's image (`caipNetworkId`) or a chain's (a bare namespace): the app's network entry, the network's own
 * bundled mark, the app's chain entry, the chain's bundled mark, then the icon its adapter declared
 * (`namespaceInfo.icon`); decorative, the name is beside it.
 */
export function NetworkImage({ caipNetworkId, size = 20 }: { caipNetworkId: string; size?: number }) {
  const logos = useLoaded(logosLoader)
  const client = useContext(WalletPortContext)?.client
  const images = useImageRegistries()
  const namespace = caipNetworkId.split(':')[0] ?? ''
  const ownMark = caipNetworkId === namespace ? undefined : logos?.networkSvgs[caipNetworkId]
  const appImage =
    resolveNetworkImage(images, caipNetworkId) ?? (ownMark ? undefined : resolveChainImage(images, namespace))
  const svg = appImage ? undefined : (ownMark ?? logos?.networkSvgs[namespace])
  const icon = appImage ?? (svg ? undefined : client?.getNamespaceInfo(namespace)?.icon)
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
