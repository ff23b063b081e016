import type { Connector } from '../connectors/types.js'
import { lookupImage } from './lookupImage.js'
import { resolveWalletImage } from './resolveWalletImage.js'
import type { ImageRegistries } from './types.js'

/**
 * A connector's image: the app's connector entry by `imageId`, then by `id`; then the wallet registry (by the
 * directory's `explorerId`, the id, the rdns); then the connector's own `imageUrl`.
 */
export function resolveConnectorImage(
  images: ImageRegistries | undefined,
  connector: Pick<Connector, 'id' | 'imageId' | 'imageUrl' | 'explorerId' | 'info'>,
): string | undefined {
  return (
    lookupImage(images?.connectors, connector.imageId) ??
    lookupImage(images?.connectors, connector.id) ??
    lookupImage(images?.wallets, connector.explorerId) ??
    resolveWalletImage(images, { id: connector.id, rdns: connector.info?.rdns, imageUrl: connector.imageUrl })
  )
}
