import { getConnectorChains } from '../../connectors/getConnectorChains.js'
import { isConnectorInstalled } from '../../connectors/isConnectorInstalled.js'
import type { ClientContext } from '../context.js'
import type { View } from '../state.js'
import { findWalletConnector, type WalletChoice } from './findWalletConnector.js'
import { getSolanaBrowseDeepLink } from './getSolanaBrowseDeepLink.js'
import { isWalletConnectAvailable } from './isWalletConnectAvailable.js'
import { push } from './push.js'

export interface SelectWalletParameters {
  /** The page to reopen in a wallet's browser; the page origin by default (pass `location.href` from a page). */
  pageUrl?: string
}

export type SelectWalletReturnType = { view: View } | { redirect: string }

/**
 * The user chose a wallet (spec section 2). A wallet with a connector: ConnectingExternal, or
 * ConnectingMultiChain (the chain picker) when it is one entry for several namespaces. Without one:
 * ConnectingWalletConnect when WalletConnect can pair it, GetWallet (where to install it) otherwise.
 * The spec's Solana rule is for phones: there, Phantom or Coinbase Wallet without the extension returns
 * `{ redirect }`, the deep link that opens the page in the wallet's browser, and the caller navigates there.
 * On a desktop the same wallets go to GetWallet, whose install page opens in a new tab.
 */
export function selectWallet(
  context: ClientContext,
  wallet: WalletChoice,
  parameters: SelectWalletParameters = {},
): SelectWalletReturnType {
  const state = context.store.getState()
  const connector = findWalletConnector(state.connectors, wallet)
  const data = {
    wallet: { id: wallet.id, name: wallet.name, ...(wallet.rdns === undefined ? {} : { rdns: wallet.rdns }) },
  }
  const mobile = context.platform.isMobile()

  if (state.activeChain === 'solana' && (connector === undefined || !isConnectorInstalled(connector))) {
    const pageUrl = parameters.pageUrl ?? context.platform.origin()
    const redirect = pageUrl === undefined ? undefined : getSolanaBrowseDeepLink(wallet.name, pageUrl)
    if (redirect !== undefined && mobile) {
      context.events.emit('SELECT_WALLET', {
        name: wallet.name,
        connectorId: connector?.id,
        platform: 'mobile',
      })
      return { redirect }
    }
    if (redirect !== undefined && connector === undefined) return go(context, 'GetWallet', data)
  }

  if (connector !== undefined) {
    const view: View =
      getConnectorChains(connector).length > 1 ? 'ConnectingMultiChain' : 'ConnectingExternal'
    push(context, view, { ...data, connector })
    context.events.emit('SELECT_WALLET', {
      name: wallet.name,
      connectorId: connector.id,
      platform: 'browser',
    })
    return { view }
  }
  if (!isWalletConnectAvailable(state, context.options)) return go(context, 'GetWallet', data)
  push(context, 'ConnectingWalletConnect', data)
  context.events.emit('SELECT_WALLET', { name: wallet.name, platform: mobile ? 'mobile' : 'qrcode' })
  return { view: 'ConnectingWalletConnect' }
}

function go(context: ClientContext, view: View, data: { wallet: WalletChoice }): SelectWalletReturnType {
  push(context, view, data)
  return { view }
}
