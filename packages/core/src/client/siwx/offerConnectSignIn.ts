import type { ConnectSignIn } from '../../adapter/types.js'
import type { Network } from '../../networks/types.js'
import type { ClientContext } from '../context.js'

/**
 * The sign-in a connect on `network` offers the wallet (`ChainAdapter.connect`'s `signIn`): only with SIWX on and a
 * `createRequest` (the fields without the account, which the wallet picks). Undefined otherwise.
 */
export function offerConnectSignIn(context: ClientContext, network: Network): ConnectSignIn | undefined {
  const siwx = context.options.siwx
  if (!siwx?.createRequest) return undefined
  return { createRequest: () => siwx.createRequest!({ chainId: network.caipNetworkId }) }
}
