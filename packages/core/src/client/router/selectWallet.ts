import { isConnectorInstalled } from '../../connectors/isConnectorInstalled.js'
import type { ClientContext } from '../context.js'
import type { View } from '../state.js'
import { findWalletConnector, type WalletChoice } from './findWalletConnector.js'
import { getSolanaBrowseDeepLink } from './getSolanaBrowseDeepLink.js'
import { push } from './push.js'

export interface SelectWalletParameters {
  /** The page to reopen in a wallet's browser; the page origin by default (pass `location.href` from a page). */
  pageUrl?: string
}

export type SelectWalletReturnType = { view: View } | { redirect: string }

/**
 * The user chose a wallet (spec section 2): ConnectingExternal when a connector matches, ConnectingWalletConnect
 * otherwise. On Solana, Phantom or Coinbase Wallet without the extension returns `{ redirect }`, the deep link
 * that opens the page in the wallet's browser; the caller navigates there (Platform has no way to open URLs).
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

  if (state.activeChain === 'solana' && (connector === undefined || !isConnectorInstalled(connector))) {
    const pageUrl = parameters.pageUrl ?? context.platform.origin()
    const redirect = pageUrl === undefined ? undefined : getSolanaBrowseDeepLink(wallet.name, pageUrl)
    if (redirect !== undefined) {
      context.events.emit('SELECT_WALLET', {
        name: wallet.name,
        connectorId: connector?.id,
        platform: 'mobile',
      })
      return { redirect }
    }
  }

  if (connector !== undefined) {
    push(context, 'ConnectingExternal', { ...data, connector })
    context.events.emit('SELECT_WALLET', {
      name: wallet.name,
      connectorId: connector.id,
      platform: 'browser',
    })
    return { view: 'ConnectingExternal' }
  }
  push(context, 'ConnectingWalletConnect', data)
  context.events.emit('SELECT_WALLET', {
    name: wallet.name,
    platform: context.platform.isMobile() ? 'mobile' : 'qrcode',
  })
  return { view: 'ConnectingWalletConnect' }
}
