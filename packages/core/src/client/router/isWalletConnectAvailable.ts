import type { ResolvedOptions } from '../context.js'
import type { WalletPortState } from '../state.js'

/**
 * WalletConnect can pair a wallet: the app left it enabled and an adapter lists a WalletConnect connector (the
 * README's plain example has none, so a wallet not in the page cannot be reached that way).
 */
export function isWalletConnectAvailable(
  state: Pick<WalletPortState, 'connectors'>,
  options: Pick<ResolvedOptions, 'enableWalletConnect'>,
): boolean {
  return (
    options.enableWalletConnect && state.connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  )
}
