import type { ChainAdapter } from '../../adapter/types.js'
import type { ChainNamespace } from '../../caip/types.js'
import { AdapterNamespaceNotFoundError, CaipNetworkUndefinedError } from '../../errors/connection.js'
import { NoActiveCaipAddressError } from '../../errors/internal.js'
import type { Network } from '../../networks/types.js'
import { type ClientContext, getAdapter } from '../context.js'

/** `namespace`, else the active one; throws when there is none or it has no adapter. */
export function getTargetNamespace(context: ClientContext, namespace?: ChainNamespace): ChainNamespace {
  const target = namespace ?? context.store.getState().activeChain
  if (target === undefined) throw new CaipNetworkUndefinedError()
  if (!context.adapters.has(target)) throw new AdapterNamespaceNotFoundError({ namespace: target })
  return target
}

export interface ActiveAccount {
  namespace: ChainNamespace
  address: string
  network: Network
  adapter: ChainAdapter
}

/** The connected account of `namespace` (default the active one) with its network and adapter. */
export function getActiveAccount(context: ClientContext, namespace?: ChainNamespace): ActiveAccount {
  const target = getTargetNamespace(context, namespace)
  const chain = context.store.getState().chains[target]
  const address = chain?.accountState.address
  const network = chain?.networkState.caipNetwork
  if (!address) throw new NoActiveCaipAddressError()
  if (!network) throw new CaipNetworkUndefinedError()
  return { namespace: target, address, network, adapter: getAdapter(context, target) }
}
