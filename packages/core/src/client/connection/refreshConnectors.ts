import { filterWallets } from '../../connectors/filterWallets.js'
import { withSafeImage } from '../../connectors/isSafeImageUrl.js'
import { mergeConnectors } from '../../connectors/mergeConnectors.js'
import { orderConnectors } from '../../connectors/orderConnectors.js'
import type { Connector } from '../../connectors/types.js'
import type { ClientContext } from '../context.js'

/**
 * Rebuilds `state.connectors` from the adapters of namespaces that still have networks: merged across chains,
 * filtered by the app's include/exclude lists and the platform, in the modal's order (recent wallets from
 * storage). AUTH entries, which the order leaves out because they are offered as email and socials, are kept
 * at the end so the UI can find them. Recent wallets are not passed to `filterWallets`: that would drop the
 * connector the recent entry points at. In a wallet's in-app browser (a phone page the wallet marks as its own),
 * only that wallet's connectors stay: WalletConnect and other wallets' apps would leave its browser.
 */
export function refreshConnectors(context: ClientContext): void {
  const { options, platform, storage } = context
  const recentIds = (storage.get('recent-wallets') ?? []).map((wallet) => wallet.id)
  context.store.setState((state) => {
    const discovered = [...context.adapters]
      .filter(([namespace]) => (state.chains[namespace]?.networkState.requestedCaipNetworks.length ?? 0) > 0)
      .flatMap(([, adapter]) => adapter.getConnectors())
      .map(withSafeImage)
    const filtered = filterWallets(mergeConnectors(discovered), {
      isMobile: platform.isMobile(),
      includeWalletIds: options.includeWalletIds,
      excludeWalletIds: options.excludeWalletIds,
    })
    const globals = platform.isMobile() ? platform.globals?.() : undefined
    const inApp = globals === undefined ? undefined : context.findInAppBrowserWallet?.(filtered, globals)
    const listed = inApp
      ? filtered.filter((connector) => connector.type === 'AUTH' || inApp.connectors.includes(connector))
      : filtered
    const connectedViaWalletConnect = Object.values(state.chains).some(
      (chain) => chain?.accountState.connectedWalletInfo?.type === 'WALLET_CONNECT',
    )
    const ordered: Connector[] = orderConnectors(listed, {
      enableWalletConnect: options.enableWalletConnect && inApp === undefined,
      connectedViaWalletConnect,
      recentIds,
      featuredWalletIds: options.featuredWalletIds ?? [],
      connectorTypeOrder: options.features.connectorTypeOrder,
    })
    const auth = listed.filter((connector) => connector.type === 'AUTH' && !ordered.includes(connector))
    return {
      ...state,
      connectors: [...ordered, ...auth],
      recentWalletIds: recentIds,
      inAppBrowserWalletId: inApp?.wallet.id,
    }
  })
}
