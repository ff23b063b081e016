import type { SocialProvider } from '../../schemas/socialProviders.js'
import type { ClientContext } from '../context.js'
import type { EmbeddedWalletUser, SocialWindow, WalletPortState } from '../state.js'

export interface SetAuthAccountParameters {
  /** The user payload the embedded wallet reported (spec section 3). */
  user?: EmbeddedWalletUser | undefined
  socialProvider?: SocialProvider | undefined
  socialWindow?: SocialWindow | undefined
  /** The Sign In With Farcaster URL shown as a QR code (spec section 3), until that sign-in settles. */
  farcasterUrl?: string | undefined
  /** The chains' loading flag (a social login is being finished). */
  loading?: boolean
}

/** Namespaces an AUTH connector (the embedded wallet) serves. */
function authNamespaces(state: WalletPortState): Set<string> {
  const served = new Set<string>()
  for (const connector of state.connectors)
    if (connector.type === 'AUTH')
      for (const chain of connector.chains ?? [connector.chain]) served.add(chain)
  return served
}

/**
 * Sets the embedded wallet's fields of account state on every namespace its AUTH connector serves: the user
 * payload, the social provider (also remembered in storage, removed again by disconnect), the login popup and the
 * Farcaster sign-in URL.
 * Only the keys present in `parameters` change; `undefined` clears one.
 */
export function setAuthAccount(context: ClientContext, parameters: SetAuthAccountParameters): void {
  if ('socialProvider' in parameters) {
    if (parameters.socialProvider) context.storage.set('social-provider', parameters.socialProvider)
    else context.storage.remove('social-provider')
  }
  context.store.setState((state) => {
    const served = authNamespaces(state)
    const chains = { ...state.chains }
    for (const [namespace, chain] of Object.entries(state.chains)) {
      if (!chain || !served.has(namespace)) continue
      const accountState = { ...chain.accountState }
      if ('user' in parameters) accountState.user = parameters.user
      if ('socialProvider' in parameters) accountState.socialProvider = parameters.socialProvider
      if ('socialWindow' in parameters) accountState.socialWindow = parameters.socialWindow
      if ('farcasterUrl' in parameters) accountState.farcasterUrl = parameters.farcasterUrl
      chains[namespace as keyof typeof chains] = {
        ...chain,
        accountState,
        ...(parameters.loading !== undefined && { loading: parameters.loading }),
      }
    }
    return { ...state, chains }
  })
}
