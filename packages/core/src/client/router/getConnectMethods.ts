import type { Connector } from '../../connectors/types.js'
import type { ConnectMethod, Features } from '../options.js'

const IN_PAGE_TYPES = new Set<Connector['type']>(['INJECTED', 'ANNOUNCED'])

const isInPage = (connector: Connector): boolean =>
  IN_PAGE_TYPES.has(connector.type) || (connector.connectors?.some(isInPage) ?? false)

/**
 * The connect methods the Connect view offers, in order (spec section 2). Email and social need their feature on
 * and an auth (embedded-wallet) connector. The app's `connectMethodsOrder` decides the order; methods it leaves
 * out follow. Without it: wallet, email, social when an injected or announced wallet is shown; otherwise
 * email, social, wallet (the spec does not give this default; it is the rival's).
 */
export function getConnectMethods(
  features: Pick<Features, 'email' | 'socials' | 'connectMethodsOrder'>,
  connectors: readonly Connector[],
): ConnectMethod[] {
  const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
  const available = new Set<ConnectMethod>(['wallet'])
  if (hasAuth && features.email) available.add('email')
  if (hasAuth && Array.isArray(features.socials) && features.socials.length > 0) available.add('social')

  const order: readonly ConnectMethod[] =
    features.connectMethodsOrder ??
    (connectors.some(isInPage) ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return [...new Set<ConnectMethod>([...order, 'wallet', 'email', 'social'])].filter((method) =>
    available.has(method),
  )
}
